import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  countOf,
  DASH_RANGE_LABELS,
  DASH_RANGES,
  type TDashRange,
  type TLiveCampaigns,
  type TSyncDashsData,
} from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LiveAnnouncer } from '@/components/live-announcer';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { liveCampaignsKey, useLiveCampaigns } from '../api/dashboards-api';
import { applyLiveSync } from '../api/live-sync';
import { useDashboardLive } from '../api/use-dashboard-live';
import { CampaignPicker } from './campaign-picker';
import { DashboardGuestGate } from './dashboard-guest-gate';
import { formatDuration, formatNumber, formatPercent } from './format';
import { HourChart } from './hour-chart';
import { DropOffPanel, LatestPanel, Panel, TargetsPanel } from './live-panels';
import { StatCard } from './stat-card';

const isRange = (value: string | null): value is TDashRange => DASH_RANGES.includes(value as TDashRange);

/** /apps/dashboards/livecampaigns — a campaign filling up, updated live by `syncdashs`. */
export default function LiveCampaignsPage() {
  return (
    <DashboardGuestGate title="Campanhas ao vivo">
      <LiveCampaigns />
    </DashboardGuestGate>
  );
}

function LiveCampaigns() {
  const [search, setSearch] = useSearchParams();
  const share = search.get('share') ?? undefined;
  const rangeParam = search.get('range');
  const range: TDashRange = isRange(rangeParam) ? rangeParam : 'this-week';
  const requested = search.get('campaign') ?? undefined;
  const { data, error, isPending } = useLiveCampaigns(requested, range, share);
  const campaignId = data?.selected?.campaign.id;
  const client = useQueryClient();
  const key = liveCampaignsKey(requested, range, share);
  const isLive = useDashboardLive(campaignId, share, (sync: TSyncDashsData) => {
    if (sync.kind === 'campaign') return void client.invalidateQueries({ queryKey: key });
    client.setQueryData<TLiveCampaigns>(key, (old) =>
      old?.selected ? { ...old, selected: applyLiveSync(old.selected, sync) } : old,
    );
  });
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next, { replace: true });
  };
  const view = data?.selected;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Campanhas ao vivo
        </Typography>
        {isLive && <Chip color="success" size="small" label="Ao vivo" />}
        {data && data.campaigns.length > 0 && (
          <CampaignPicker
            campaigns={data.campaigns}
            value={campaignId}
            onChange={(id) => setParam('campaign', id)}
          />
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_, value: TDashRange | null) => value && setParam('range', value)}
          aria-label="Período do gráfico"
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          {DASH_RANGES.map((r) => (
            <ToggleButton key={r} value={r}>
              {DASH_RANGE_LABELS[r]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {isPending && <LoadingIndicator />}
      {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
      {data && !view && <Typography color="text.secondary">Nenhuma campanha para mostrar.</Typography>}
      {view && (
        <>
          <Typography variant="subtitle1" color="text.secondary">
            {`${view.campaign.name} · ${view.campaign.surveyTitle}`}
          </Typography>
          <LiveAnnouncer
            message={`${view.campaign.name}: ${countOf(view.summary.completes, 'completa', 'completas')} no total, ${formatNumber(view.summary.completesToday)} hoje.`}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            <StatCard label="Completas hoje" value={formatNumber(view.summary.completesToday)} />
            <StatCard label="Completas no total" value={formatNumber(view.summary.completes)} />
            <StatCard label="Iniciadas" value={formatNumber(view.summary.starts)} />
            <StatCard
              label="Incidência"
              value={formatPercent(view.summary.incidence)}
              hint="completas / iniciadas"
            />
            <StatCard label="Duração mediana" value={formatDuration(view.summary.medianDurationSeconds)} />
          </Box>
          <Panel title="Completas por hora">
            <HourChart counters={view.counters} from={view.range.from} to={view.range.to} />
          </Panel>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <TargetsPanel targets={view.targets} />
            <DropOffPanel counters={view.counters} />
          </Box>
          <LatestPanel latest={view.latest} />
        </>
      )}
    </Box>
  );
}
