import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
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

function AllTargets({ share }: { share: string | null }) {
  const { data, error, isPending } = useTargetsOverview(share);
  if (isPending) return <LoadingIndicator />;
  if (error) return <QueryError error={error} />;
  const suffix = share ? `?share=${encodeURIComponent(share)}` : '';
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Cotas
      </Typography>
      {data.length === 0 && (
        <Typography color="text.secondary">Nenhuma campanha visível para você.</Typography>
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
