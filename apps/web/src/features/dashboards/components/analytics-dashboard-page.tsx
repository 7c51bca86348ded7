import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  INSIGHT_YEAR_LABELS,
  INSIGHT_YEARS,
  type TAnalyticsWidgets,
  type TShares,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useAnalyticsWidgets } from '../api/insights-api';
import { chartLabel, formatNumber, formatPercent } from './format';
import { InsightChart, seriesTable, sharesTable } from './insight-chart';
import { Panel } from './live-panels';
import { RangeToggle } from './range-toggle';

type TYear = (typeof INSIGHT_YEARS)[number];
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const WEEKS = [
  'Há 7 semanas',
  'Há 6 semanas',
  'Há 5 semanas',
  'Há 4 semanas',
  'Há 3 semanas',
  'Há 2 semanas',
  'Semana passada',
  'Esta semana',
];
const GRID = { display: 'grid', gap: 2, alignItems: 'start' } as const;

function Overview({ overview }: { overview: TAnalyticsWidgets['responsesOverview'] }) {
  const [year, setYear] = useState<TYear>('this-year');
  const series = overview[year];
  return (
    <Panel title="Respostas ao longo do ano">
      <RangeToggle
        label="Ano"
        ranges={INSIGHT_YEARS}
        labels={INSIGHT_YEAR_LABELS}
        value={year}
        onChange={setYear}
      />
      <InsightChart
        type="area"
        height={300}
        series={series}
        options={{
          chart: { id: 'analytics-overview' },
          xaxis: { categories: MONTHS },
          stroke: { width: 2, curve: 'smooth' },
          fill: { opacity: 0.3 },
        }}
        table={seriesTable(`Respostas por mês (${INSIGHT_YEAR_LABELS[year]})`, 'Mês', MONTHS, series)}
      />
    </Panel>
  );
}

/** A figure of the last eight weeks with its weekly sparkline. */
function TrendCard({
  title,
  value,
  detail,
  name,
  weekly,
}: {
  title: string;
  value: string;
  detail: string;
  name: string;
  weekly: number[];
}) {
  return (
    <Panel title={title}>
      <Typography variant="h3" component="p" sx={{ fontWeight: 600 }} data-testid={`trend-${title}`}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
      <InsightChart
        type="area"
        height={80}
        series={[{ name, data: weekly }]}
        options={{
          chart: { sparkline: { enabled: true } },
          stroke: { width: 2, curve: 'smooth' },
          xaxis: { categories: WEEKS },
        }}
        table={sharesTable(`${name} por semana`, ['Semana', name], WEEKS, weekly)}
      />
    </Panel>
  );
}

function DonutPanel({ title, shares }: { title: string; shares: TShares }) {
  const total = shares.series.reduce((sum, value) => sum + value, 0);
  return (
    <Panel title={title}>
      {total === 0 ? (
        <Typography color="text.secondary">Sem dados ainda.</Typography>
      ) : (
        <InsightChart
          type="donut"
          height={260}
          series={shares.series}
          options={{
            labels: shares.labels,
            plotOptions: {
              pie: {
                donut: {
                  labels: {
                    show: true,
                    total: { show: true, label: 'Total', formatter: () => chartLabel(total) },
                  },
                },
              },
            },
          }}
          table={sharesTable(title, ['Item', 'Quantidade'], shares.labels, shares.series)}
        />
      )}
    </Panel>
  );
}

/** /apps/dashboards/analytics — responses over the year, conversion, invitations and the panel's make-up. */
export default function AnalyticsDashboardPage() {
  const { data, error, isPending } = useAnalyticsWidgets();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Painel de análises
      </Typography>
      {isPending && <LoadingIndicator />}
      {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
      {data && (
        <>
          <Box sx={{ ...GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' } }}>
            <Overview overview={data.responsesOverview} />
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TrendCard
                title="Taxa de conclusão"
                value={formatPercent(
                  data.completion.started > 0 ? data.completion.completed / data.completion.started : null,
                )}
                detail={`${formatNumber(data.completion.completed)} completas de ${formatNumber(data.completion.started)} iniciadas em 8 semanas`}
                name="Completas"
                weekly={data.completion.weekly}
              />
              <TrendCard
                title="Convites"
                value={formatNumber(data.invitations.sent)}
                detail={`enviados em 8 semanas; ${formatNumber(data.invitations.opened)} abertos (${formatPercent(data.invitations.sent > 0 ? data.invitations.opened / data.invitations.sent : null)})`}
                name="Enviados"
                weekly={data.invitations.weekly}
              />
            </Box>
          </Box>
          <Box
            sx={{
              ...GRID,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            }}
          >
            <DonutPanel title="Novos e recorrentes" shares={data.newVsReturning} />
            <DonutPanel title="Painel por região" shares={data.regions} />
            <DonutPanel title="Painel por especialidade" shares={data.specialties} />
            <DonutPanel title="Situação do painel" shares={data.panelStatus} />
          </Box>
        </>
      )}
    </Box>
  );
}
