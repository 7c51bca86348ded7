import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INSIGHT_WEEK_LABELS,
  INSIGHT_WEEKDAYS,
  INSIGHT_WEEKS,
  type TInsightWeek,
  type TKpi,
  type TProjectWidgets,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useProjects, useProjectWidgets } from '../api/insights-api';
import { formatNumber } from './format';
import { InsightChart, seriesTable, sharesTable } from './insight-chart';
import { Panel } from './live-panels';
import { BudgetPanel, DispatchesPanel, RespondentsPanel } from './project-tables';
import { RangeToggle } from './range-toggle';
import { WeatherPanel } from './weather-panel';

const GRID = { display: 'grid', gap: 2, alignItems: 'start' } as const;

function KpiCard({ kpi, week }: { kpi: TKpi; week: TInsightWeek }) {
  return (
    <Panel title={kpi.title}>
      <Typography variant="h3" component="p" data-testid={`kpi-${kpi.id}`} sx={{ fontWeight: 600 }}>
        {formatNumber(kpi.counts[week])}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${kpi.extraLabel}: ${formatNumber(kpi.extraCounts[week])}`}
      </Typography>
    </Panel>
  );
}

function ProblemsPanel({ problems, week }: { problems: TProjectWidgets['problems']; week: TInsightWeek }) {
  const series = problems.series[week];
  const overview = problems.overview[week];
  const figures = [
    ['Filtradas', overview.screenedOut],
    ['Cotas cheias', overview.overQuota],
    ['Incompletas', overview.partial],
  ] as const;
  return (
    <Panel title="Problemas na coleta">
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="h5" component="p" data-testid={`problems-${label}`}>
              {formatNumber(value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
      <InsightChart
        type="line"
        series={series.map(({ name, type, data }) => ({ name, type, data }))}
        options={{
          chart: { id: 'project-problems' },
          xaxis: { categories: [...INSIGHT_WEEKDAYS] },
          stroke: { width: [0, 3], curve: 'smooth' },
        }}
        table={seriesTable(
          `Problemas por dia (${INSIGHT_WEEK_LABELS[week]})`,
          'Dia',
          INSIGHT_WEEKDAYS,
          series,
        )}
      />
    </Panel>
  );
}

function SharesPanel({
  title,
  shares,
  week,
  type,
  empty,
}: {
  title: string;
  shares: TProjectWidgets['preference'];
  week: TInsightWeek;
  type: 'donut' | 'radar';
  empty: string;
}) {
  const values = shares.series[week];
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <Panel title={title}>
      {total === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <InsightChart
          type={type}
          height={280}
          series={type === 'donut' ? values : [{ name: 'Completas', data: values }]}
          options={type === 'donut' ? { labels: shares.labels } : { xaxis: { categories: shares.labels } }}
          table={sharesTable(
            `${title} (${INSIGHT_WEEK_LABELS[week]})`,
            ['Item', 'Completas'],
            shares.labels,
            values,
          )}
        />
      )}
    </Panel>
  );
}

/** /apps/dashboards/project — one project's (a campaign's) or the firm's week in figures. */
export default function ProjectDashboardPage() {
  const [projectId, setProjectId] = useState('');
  const [week, setWeek] = useState<TInsightWeek>('this-week');
  const projects = useProjects();
  const { data, error, isPending } = useProjectWidgets(projectId);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          Painel de projetos
        </Typography>
        <TextField
          select
          size="small"
          label="Projeto"
          value={projectId}
          onChange={(event) => setProjectId(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, maxWidth: '100%' }}
        >
          <MenuItem value="">Todos os projetos</MenuItem>
          {(projects.data ?? []).map((project) => (
            <MenuItem key={project.id} value={project.id}>
              {project.name}
            </MenuItem>
          ))}
        </TextField>
        <RangeToggle
          label="Período"
          ranges={INSIGHT_WEEKS}
          labels={INSIGHT_WEEK_LABELS}
          value={week}
          onChange={setWeek}
        />
      </Box>
      {isPending && <LoadingIndicator />}
      {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
      {data && (
        <>
          <Box sx={{ ...GRID, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            {data.kpis.map((kpi) => (
              <KpiCard key={kpi.id} kpi={kpi} week={week} />
            ))}
          </Box>
          <Box sx={{ ...GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' } }}>
            <ProblemsPanel problems={data.problems} week={week} />
            <SharesPanel
              title="Preferência de canal"
              shares={data.preference}
              week={week}
              type="donut"
              empty="Nenhuma resposta completa no período."
            />
          </Box>
          <Box sx={{ ...GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } }}>
            <SharesPanel
              title="Doenças e especialidades"
              shares={data.diseases}
              week={week}
              type="radar"
              empty="Nenhuma resposta completa no período."
            />
            <DispatchesPanel dispatches={data.dispatches} />
          </Box>
          <Box sx={{ ...GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' } }}>
            <BudgetPanel rows={data.budget} />
            <WeatherPanel cities={data.weather} />
          </Box>
          <RespondentsPanel rows={data.respondents} />
        </>
      )}
    </Box>
  );
}
