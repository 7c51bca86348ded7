import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useAbout, useAlbums, useTimeline } from '../api/profile-api';
import { AboutTab } from './about-tab';
import { PhotosTab } from './photos-tab';
import { TimelineTab } from './timeline-tab';

const TABS = [
  { value: 'timeline', label: 'Linha do tempo' },
  { value: 'photos', label: 'Fotos e vídeos' },
  { value: 'about', label: 'Sobre' },
] as const;
type TTab = (typeof TABS)[number]['value'];

/** One query's states: loading, its error, or the tab drawn from its data. */
function Loaded<T>({
  query,
  render,
}: {
  query: { data?: T; error: unknown; isPending: boolean };
  render: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingIndicator />;
  if (query.error || query.data === undefined) return <QueryError error={query.error} />;
  return <>{render(query.data)}</>;
}

function TimelineBody({ uId }: { uId: string }) {
  const query = useTimeline(uId);
  return (
    <Loaded
      query={query}
      render={(data) => (
        <TimelineTab
          timeline={data}
          hasMore={query.hasNextPage}
          isLoadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      )}
    />
  );
}
const PhotosBody = ({ uId }: { uId: string }) => (
  <Loaded query={useAlbums(uId)} render={(data) => <PhotosTab data={data} />} />
);
const AboutBody = ({ uId }: { uId: string }) => (
  <Loaded query={useAbout(uId)} render={(data) => <AboutTab data={data} />} />
);

/** /profile/{uId} and /me: a team member's timeline, photos and videos, and about. */
export function ProfilePage() {
  const { user } = useAuth();
  const uId = useParams().uId ?? user.uuid;
  const [tab, setTab] = useState<TTab>('timeline');
  const header = useTimeline(uId).data?.profile;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar src={header?.photoURL || undefined} alt={header?.displayName} sx={{ width: 72, height: 72 }}>
          {header?.displayName.charAt(0).toUpperCase()}
        </Avatar>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {header?.displayName ?? 'Perfil'}
          </Typography>
          {header && (
            <Typography variant="body2" color="text.secondary">
              {header.role}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TTab) => setTab(value)}
          aria-label="Perfil"
          variant="scrollable"
        >
          {TABS.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} />
          ))}
        </Tabs>
      </Box>
      {tab === 'timeline' && <TimelineBody uId={uId} />}
      {tab === 'photos' && <PhotosBody uId={uId} />}
      {tab === 'about' && <AboutBody uId={uId} />}
    </Container>
  );
}

export default ProfilePage;
