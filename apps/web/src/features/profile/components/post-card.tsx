import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Poll from '@mui/icons-material/Poll';
import Share from '@mui/icons-material/Share';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPost } from '@pesquisemais/shared';
import DOMPurify from 'dompurify';
import { Link as RouterLink } from 'react-router';
import { formatFeedTime } from '../format-feed-time';
import { CommentList } from './comment-list';

const TYPE_LABEL: Record<TPost['type'], string> = {
  post: 'publicou',
  article: 'escreveu um artigo',
  survey: 'convidou para uma pesquisa',
};

/** The server sanitizes on write; sanitizing again here keeps an old or tampered row harmless. */
function Html({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and by DOMPurify here
  return <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

type TProps = {
  post: TPost;
  onLike: (postId: string) => void;
  onShare: (postId: string) => void;
  onComment: (postId: string, message: string) => Promise<unknown>;
};

/** One timeline post: author, text, article or survey card, media, and like / share / comment with counts. */
export function PostCard({ post, onLike, onShare, onComment }: TProps) {
  return (
    <Card variant="outlined" component="article" aria-label={`Post de ${post.user.displayName}`}>
      <CardHeader
        avatar={<Avatar src={post.user.photoURL || undefined} alt={post.user.displayName} />}
        title={
          <span>
            <Link
              component={RouterLink}
              to={`/profile/${post.user.uuid}`}
              underline="hover"
              sx={{ fontWeight: 600 }}
            >
              {post.user.displayName}
            </Link>{' '}
            {post.shared ? 'compartilhou um post' : TYPE_LABEL[post.type]}
          </span>
        }
        subheader={formatFeedTime(post.time)}
      />
      <CardContent sx={{ pt: 0 }}>
        {post.article && (
          <Typography variant="h6" component="h3">
            {post.article.title}
            {post.article.subtitle && (
              <Typography
                variant="subtitle2"
                color="text.secondary"
                component="span"
                sx={{ display: 'block' }}
              >
                {post.article.subtitle}
              </Typography>
            )}
          </Typography>
        )}
        {post.message && <Html html={post.message} />}
        {post.shared && (
          <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {post.shared.user.displayName}
            </Typography>
            <Html html={post.shared.message} />
          </Paper>
        )}
        {post.survey && (
          <Paper variant="outlined" sx={{ p: 2, mt: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Poll color="primary" />
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{post.survey.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {post.survey.canAnswer
                  ? 'Pesquisa aberta para respostas.'
                  : 'Esta pesquisa não está aberta para você.'}
              </Typography>
            </Box>
            {post.survey.canAnswer && (
              <Button
                variant="contained"
                component={RouterLink}
                to={`/apps/surveyplayer/${post.survey.surveyId}?campaign=${post.survey.campaignId}`}
              >
                Responder pesquisa
              </Button>
            )}
          </Paper>
        )}
        {post.media.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            {post.media.map((media, index) => (
              <a key={media.url} href={media.url} target="_blank" rel="noreferrer">
                <img
                  src={media.thumbnailUrl}
                  alt={`Imagem ${index + 1} do post de ${post.user.displayName}`}
                  loading="lazy"
                  width={160}
                  height={160}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              </a>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={post.liked ? <Favorite color="error" /> : <FavoriteBorder />}
          aria-pressed={post.liked}
          onClick={() => onLike(post.id)}
        >
          Curtir ({post.likes})
        </Button>
        <Button size="small" startIcon={<Share />} onClick={() => onShare(post.id)}>
          Compartilhar ({post.shares})
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
          <ChatBubbleOutlineOutlined fontSize="small" /> {post.comments.length} comentários
        </Typography>
      </CardActions>
      <CommentList post={post} onComment={onComment} />
    </Card>
  );
}
