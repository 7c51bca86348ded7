import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPost } from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { formatFeedTime } from '../format-feed-time';

type TProps = { post: TPost; onComment: (postId: string, message: string) => Promise<unknown> };

/** A post's comments (plain text) and the box to add one; the box clears once the server saved it. */
export function CommentList({ post, onComment }: TProps) {
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setIsSending(true);
    try {
      await onComment(post.id, text.trim());
      setText('');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Stack spacing={1} sx={{ mb: 1 }}>
        {post.comments.map((comment) => (
          <Stack key={comment.id} direction="row" spacing={1}>
            <Avatar
              src={comment.user.photoURL || undefined}
              alt={comment.user.displayName}
              sx={{ width: 28, height: 28 }}
            />
            <Box>
              <Typography variant="body2">
                <strong>{comment.user.displayName}</strong> {comment.message}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatFeedTime(comment.time)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Comentar">
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            fullWidth
            placeholder="Escreva um comentário"
            value={text}
            disabled={isSending}
            slotProps={{ htmlInput: { 'aria-label': 'Comentário', maxLength: 2000 } }}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={!text.trim() || isSending}>
            Comentar
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
