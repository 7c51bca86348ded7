import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RESPONSE_STATUS_LABELS, type TLiveCampaign } from '@pesquisemais/shared';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { formatDuration, formatNumber } from './format';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function TargetsPanel({ targets }: { targets: TLiveCampaign['targets'] }) {
  return (
    <Panel title="Metas">
      {targets.length === 0 && <Typography color="text.secondary">Nenhuma meta nesta campanha.</Typography>}
      {targets.map((target) => {
        const percent = Math.min(100, Math.round((target.completes / Math.max(1, target.goal)) * 100));
        return (
          <Box key={target.id} sx={{ py: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="subtitle2">{target.name}</Typography>
              <Typography variant="body2" color="text.secondary" data-testid={`target-${target.name}`}>
                {`${formatNumber(target.completes)} de ${formatNumber(target.goal)} (${percent}%)`}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={target.completes >= target.goal ? 'success' : 'primary'}
              aria-label={`Progresso da meta ${target.name}`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        );
      })}
    </Panel>
  );
}

export function DropOffPanel({ counters }: { counters: TLiveCampaign['counters'] }) {
  const pages = counters
    .filter((c) => c.metric === 'dropoff')
    .map((c) => ({ page: Number(c.k1), n: c.n }))
    .sort((a, b) => a.page - b.page);
  const max = Math.max(1, ...pages.map((p) => p.n));
  return (
    <Panel title="Abandono por página">
      {pages.length === 0 && <Typography color="text.secondary">Nenhuma resposta parada.</Typography>}
      {pages.map((p) => (
        <Box key={p.page} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
          <Typography variant="body2" sx={{ width: 80 }}>{`Página ${p.page + 1}`}</Typography>
          <LinearProgress
            variant="determinate"
            value={(p.n / max) * 100}
            aria-label={`Abandono na página ${p.page + 1}`}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ width: 60, textAlign: 'right' }}>
            {formatNumber(p.n)}
          </Typography>
        </Box>
      ))}
    </Panel>
  );
}

export function LatestPanel({ latest }: { latest: TLiveCampaign['latest'] }) {
  const labels = RESPONSE_STATUS_LABELS as Record<string, string>;
  return (
    <Panel title="Últimas respostas">
      {latest.length === 0 ? (
        <Typography color="text.secondary">Nenhuma resposta finalizada ainda.</Typography>
      ) : (
        <DataTable
          ariaLabel="Últimas respostas"
          columns={[
            {
              id: 'when',
              header: 'Quando',
              cell: (row) => new Date(row.completedAt).toLocaleString('pt-BR'),
            },
            { id: 'status', header: 'Situação', cell: (row) => labels[row.status] ?? row.status },
            { id: 'duration', header: 'Duração', cell: (row) => formatDuration(row.durationSeconds) },
          ]}
          rows={latest}
          getRowId={(row) => row.id}
        />
      )}
    </Panel>
  );
}
