import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TChatContact } from '@pesquisemais/shared';
import { useEffect, useRef } from 'react';
import { dialogOf, useChatDialog } from './api/get-chat';
import { useSendChatMessage } from './api/send-message';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { STATUS_LABELS } from './contact-rail';

export function ChatEmptyState({ text }: { text: string }) {
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography color="text.secondary" align="center">
        {text}
      </Typography>
    </Box>
  );
}

/** The chat with one contact: who, the dialog (scrolled to the newest), and the composer. */
export function ChatView({ userId, contact }: { userId: string; contact: TChatContact }) {
  const dialog = useChatDialog(userId, contact.id);
  const send = useSendChatMessage(userId, contact.id);
  const scrollRef = useRef<HTMLDivElement>(null);
  const messages = dialogOf(dialog.data);
  const newest = dialog.data?.pages[0];
  const lastSeq = messages.at(-1)?.seq;

  const scrollToBottom = () => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  };
  // A new message at the bottom (sent, received, or the chat just loaded) brings the view down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useEffect(scrollToBottom, [lastSeq, dialog.isSuccess]);

  const handleSend = async (text: string) => {
    if (!newest) throw new Error('A conversa ainda não carregou.');
    await send.mutateAsync({
      chatId: newest.chatId,
      contactId: contact.id,
      message: { who: userId, message: text },
    });
    scrollToBottom();
  };

  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Avatar src={contact.avatar || undefined} alt={contact.name} sx={{ width: 32, height: 32 }}>
          {contact.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {contact.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {STATUS_LABELS[contact.status]}
            {contact.mood && ` · ${contact.mood}`}
          </Typography>
        </Box>
      </Box>
      {dialog.isPending ? (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label="Carregando conversa" />
        </Box>
      ) : messages.length === 0 ? (
        <ChatEmptyState text="Start a conversation by typing your message below." />
      ) : (
        <ChatMessages
          messages={messages}
          userId={userId}
          contactReadSeq={newest?.contactReadSeq ?? 0}
          hasOlder={dialog.hasNextPage}
          isLoadingOlder={dialog.isFetchingNextPage}
          onLoadOlder={() => void dialog.fetchNextPage()}
          scrollRef={scrollRef}
        />
      )}
      <ChatComposer onSend={handleSend} />
    </Box>
  );
}
