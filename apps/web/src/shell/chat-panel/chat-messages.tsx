import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TChatMessage } from '@pesquisemais/shared';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { formatChatTime } from './format-chat-time';

type TProps = {
  messages: readonly TChatMessage[];
  userId: string;
  contactReadSeq: number;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  scrollRef: RefObject<HTMLDivElement | null>;
};

/** Near the top: the older page is asked for (infinite scroll up). */
const LOAD_OLDER_AT_PX = 48;

/** The dialog, oldest first; older pages load on scrolling up without moving what the user reads. */
export function ChatMessages({
  messages,
  userId,
  contactReadSeq,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  scrollRef,
}: TProps) {
  const firstSeq = messages[0]?.seq;
  const heightBefore = useRef<{ seq: number | undefined; height: number } | null>(null);

  // Older messages went in above: keep the same message under the user's eyes.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const before = heightBefore.current;
    if (!box || !before || before.seq === firstSeq) return;
    box.scrollTop += box.scrollHeight - before.height;
    heightBefore.current = null;
  }, [firstSeq, scrollRef]);

  const handleScroll = () => {
    const box = scrollRef.current;
    if (!box || !hasOlder || isLoadingOlder || box.scrollTop > LOAD_OLDER_AT_PX) return;
    heightBefore.current = { seq: firstSeq, height: box.scrollHeight };
    onLoadOlder();
  };

  return (
    <Box
      ref={scrollRef}
      onScroll={handleScroll}
      role="log"
      aria-label="Mensagens"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: 1.5,
        py: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {isLoadingOlder && (
        <CircularProgress size={20} sx={{ alignSelf: 'center' }} aria-label="Carregando mensagens" />
      )}
      {messages.map((message) => {
        const isMine = message.who === userId;
        return (
          <Box
            key={message.seq}
            data-seq={message.seq}
            sx={{ alignSelf: isMine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          >
            <Box
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: isMine ? 'primary.main' : 'action.hover',
                color: isMine ? 'primary.contrastText' : 'text.primary',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography variant="body2">{message.message}</Typography>
            </Box>
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ textAlign: isMine ? 'right' : 'left', mt: 0.25 }}
            >
              {formatChatTime(message.time)}
              {isMine && (message.seq <= contactReadSeq ? ' · Lida' : ' · Enviada')}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
