import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countOf, type TPainel, type TSyncDashsData } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LiveAnnouncer } from '@/components/live-announcer';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { painelKey, useLiveCampaigns, usePainel } from '../api/dashboards-api';
import { applyPainelSync } from '../api/painel-sync';
import { useDashboardLive } from '../api/use-dashboard-live';
import { CampaignPicker } from './campaign-picker';
import { DashboardGuestGate } from './dashboard-guest-gate';
import { QuestionCard } from './question-card';

const SOURCE_NOTES: Record<TPainel['source'], string> = {
  aggregates: '',
  days: 'Filtrado por data (somando os totais de cada dia).',
  scan: 'Filtrado por meta e data (recontagem das respostas do filtro).',
};

/** /apps/dashboards/painel2 — per-question results of one campaign, with target and date filters. */
export default function PainelPage() {
  return (
    <DashboardGuestGate title="Painel de acompanhamento">
      <Painel />
    </DashboardGuestGate>
  );
}

function Painel() {
  const [search, setSearch] = useSearchParams();
  const share = search.get('share') ?? undefined;
  const campaigns = useLiveCampaigns(search.get('campaign') ?? undefined, 'this-week', share);
  const campaignId = campaigns.data?.selected?.campaign.id;
  const query = {
    share,
    targetId: search.get('target') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  };
  const { data, error, isPending } = usePainel(campaignId, query);
  const client = useQueryClient();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const isFiltered = Boolean(query.targetId || query.from || query.to);
  useDashboardLive(campaignId, share, (sync: TSyncDashsData) => {
    const key = painelKey(campaignId ?? '', query);
    if (sync.kind === 'response' && !isFiltered) {
      client.setQueryData<TPainel>(key, (old) => (old ? applyPainelSync(old, sync) : old));
    }
    // Numeric summaries and filtered views are refreshed at most every few seconds.
    if (refetchTimer.current) return;
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = null;
      void client.invalidateQueries({ queryKey: key });
    }, 3000);
  });
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h5" component="h1">
        Painel de acompanhamento
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {campaigns.data && campaigns.data.campaigns.length > 0 && (
          <CampaignPicker
            campaigns={campaigns.data.campaigns}
            value={campaignId}
            onChange={(id) => setParam('campaign', id)}
          />
        )}
        <TextField
          select
          size="small"
          label="Meta"
          value={query.targetId ?? ''}
          onChange={(event) => setParam('target', event.target.value)}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <MenuItem value="">Todas as respostas</MenuItem>
          {(data?.targets ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label="De"
          sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0 }}
          value={query.from ?? ''}
          onChange={(event) => setParam('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label="Até"
          sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0 }}
          value={query.to ?? ''}
          onChange={(event) => setParam('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {/* The per-question query waits for a campaign: without one it never starts, so it is not "loading". */}
      {(campaigns.isPending || (campaignId !== undefined && isPending)) && <LoadingIndicator />}
      {(error || campaigns.error) && (
        <Typography color="error">{getErrorMessage(error ?? campaigns.error)}</Typography>
      )}
      {campaigns.data && !campaignId && (
        <Typography color="text.secondary">Nenhuma campanha para mostrar.</Typography>
      )}
      {data && (
        <>
          <Typography variant="subtitle1" color="text.secondary" data-testid="painel-completes">
            {`${data.campaign.name}: ${countOf(data.completes, 'resposta completa', 'respostas completas')}. ${SOURCE_NOTES[data.source]}`}
          </Typography>
          <LiveAnnouncer
            message={`${data.campaign.name}: ${countOf(data.completes, 'resposta completa', 'respostas completas')}.`}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.questions.map((q) => (
              <QuestionCard key={q.name} question={q} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
