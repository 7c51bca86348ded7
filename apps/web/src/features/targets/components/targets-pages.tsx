import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TABLE_FILTER_MESSAGES, TARGETS_FILTER_FIELDS } from '@pesquisemais/shared';
import { useParams, useSearchParams } from 'react-router';
import { DataTableFilterBar } from '@/components/data-table/data-table-filter-bar';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { GuestShareNotice } from '@/components/guest-share-notice';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useCampaignTargets, useTargetsOverview } from '../api/get-targets';
import { CampaignTargetsCard } from './campaign-targets-card';

/** Guests without a share link see nothing (and no data is requested). */
const GuestNotice = () => (
  <Box sx={{ p: 3 }}>
    <GuestShareNotice what="as cotas" />
  </Box>
);

/** /apps/targets/all */
export function AllTargetsPage() {
  const [search] = useSearchParams();
  const share = search.get('share');
  const { isGuest } = useAuth();
  if (isGuest && !share) return <GuestNotice />;
  return <AllTargets share={share} />;
}

const FILTER_FIELDS = filterFieldsOf(TARGETS_FILTER_FIELDS, { name: 'Campanha', survey: 'Questionário' });

function AllTargets({ share }: { share: string | null }) {
  const { filter, query } = useServerFilter(FILTER_FIELDS);
  const { data, error, isPending } = useTargetsOverview({ share: share ?? undefined, ...query });
  if (isPending) return <LoadingIndicator />;
  if (error) return <QueryError error={error} />;
  const suffix = share ? `?share=${encodeURIComponent(share)}` : '';
  const isFiltered = filter.value.value.trim() !== '';
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Cotas
      </Typography>
      {/* A share link shows one campaign: nothing to filter. */}
      {!share && (
        <Paper variant="outlined">
          <DataTableFilterBar fields={filter.fields} value={filter.value} onChange={filter.onChange} />
        </Paper>
      )}
      {data.length === 0 && (
        <Typography color="text.secondary">
          {isFiltered ? TABLE_FILTER_MESSAGES.noResults : 'Nenhuma campanha visível para você.'}
        </Typography>
      )}
      {data.map((item) => (
        <CampaignTargetsCard
          key={item.campaign.id}
          data={item}
          link={`/apps/targets/${item.campaign.id}${suffix}`}
        />
      ))}
    </Box>
  );
}

/** /apps/targets/:id */
export function CampaignTargetsPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const share = search.get('share');
  const { isGuest } = useAuth();
  if (isGuest && !share) return <GuestNotice />;
  return <OneCampaign id={id} share={share} />;
}

function OneCampaign({ id, share }: { id: string; share: string | null }) {
  const { data, error, isPending } = useCampaignTargets(id, share);
  if (isPending) return <LoadingIndicator />;
  if (error) return <QueryError error={error} />;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <CampaignTargetsCard data={data} />
    </Box>
  );
}
