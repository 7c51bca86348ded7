import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTimeline } from '@pesquisemais/shared';
import { useComment, useCreatePost, useSharePost, useToggleLike } from '../api/profile-api';
import { formatFeedTime } from '../format-feed-time';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';

/** Linha do tempo: the owner's composer, the posts, and what the product recorded the user did. */
export function TimelineTab({
  timeline,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
}: {
  timeline: TTimeline;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  const uId = timeline.profile.uuid;
  const create = useCreatePost(uId);
  const like = useToggleLike();
  const share = useSharePost();
  const comment = useComment();

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          {timeline.profile.isOwner && (
            <PostComposer isSaving={create.isPending} onPublish={(post) => create.mutateAsync(post)} />
          )}
          {timeline.posts.length === 0 && <Typography color="text.secondary">Nenhum post ainda.</Typography>}
          {timeline.posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onLike={(postId) => like.mutate(postId)}
              onShare={(postId) => share.mutate(postId)}
              onComment={(postId, message) => comment.mutateAsync({ postId, message })}
            />
          ))}
          {hasMore && (
            <Button
              variant="outlined"
              onClick={onLoadMore}
              disabled={isLoadingMore}
              sx={{ alignSelf: 'center' }}
            >
              {isLoadingMore ? 'Carregando…' : 'Carregar mais'}
            </Button>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              Atividades
            </Typography>
            {timeline.activities.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nenhuma atividade ainda.
              </Typography>
            ) : (
              <List dense aria-label="Atividades">
                {timeline.activities.map((activity) => (
                  <ListItem key={activity.id} disableGutters>
                    <ListItemText
                      primary={`${activity.user.displayName} ${activity.message}`}
                      secondary={formatFeedTime(activity.time)}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
