import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CHAT_PANEL_WIDTH, can } from '@pesquisemais/shared';
import { useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useShellUi } from '@/shell/shell-ui-context';
import { useChatUser } from './api/get-chat-user';
import { useChatContacts } from './api/get-contacts';
import { ChatEmptyState, ChatView } from './chat-view';
import { CONTACT_RAIL_WIDTH, ContactRail } from './contact-rail';
import { MyChatStatus } from './my-chat-status';
import { useChatLive } from './use-chat-live';
import { useIdleTab } from './use-idle-tab';
import { usePanelDismiss } from './use-panel-dismiss';

/** The team-chat side panel (spec point 2): only for users who may chat (policy chat:use). */
export function ChatPanel() {
  const { user, isGuest } = useAuth();
  if (isGuest || !can(user, 'chat:use')) return null;
  return <TeamChat userId={user.uuid} />;
}

/**
 * Closed: the 70 px contact rail on large screens, nothing on small ones. Open: 360 px (full screen on small
 * screens). Selecting a contact opens the panel and loads that chat; closing clears the selection.
 */
function TeamChat({ userId }: { userId: string }) {
  const { isChatOpen, setChatOpen } = useShellUi();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const contacts = useChatContacts(userId);
  const chatUser = useChatUser(userId);
  const isSmallScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const openContactId = isChatOpen ? selectedId : null;
  useChatLive(userId, openContactId);
  useIdleTab(true);

  const close = () => {
    setChatOpen(false);
    setSelectedId(null);
  };
  const dismiss = usePanelDismiss(isChatOpen, close, panelRef);
  const handleSelect = (contactId: string) => {
    setSelectedId(contactId);
    setChatOpen(true);
    listRef.current?.scrollTo?.({ top: 0 });
  };
  const selected = contacts.data?.find((contact) => contact.id === openContactId) ?? null;

  return (
    <Paper
      ref={panelRef}
      component="aside"
      aria-label="Team Chat"
      data-open={isChatOpen}
      elevation={isChatOpen ? 8 : 2}
      square
      onClickCapture={dismiss.onClickCapture}
      sx={{
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.drawer,
        width: isChatOpen ? { xs: '100%', sm: CHAT_PANEL_WIDTH } : { xs: 0, lg: CONTACT_RAIL_WIDTH },
        // Closed on a small screen it has no width: nothing of it may stick out or take focus.
        visibility: isChatOpen || !isSmallScreen ? 'visible' : 'hidden',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 64,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ width: CONTACT_RAIL_WIDTH, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
          <IconButton
            color="inherit"
            aria-label={isChatOpen ? 'Team Chat' : 'Abrir chat'}
            onClick={() => setChatOpen(true)}
          >
            <ChatOutlined />
          </IconButton>
        </Box>
        {isChatOpen && (
          <>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              Team Chat
            </Typography>
            <IconButton color="inherit" aria-label="Fechar chat" onClick={close} sx={{ mr: 1 }}>
              <Close />
            </IconButton>
          </>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <ContactRail
          contacts={contacts.data ?? []}
          chatList={chatUser.data?.chatList ?? []}
          selectedId={openContactId}
          onSelect={handleSelect}
          listRef={listRef}
        />
        {isChatOpen &&
          (selected ? (
            <ChatView key={selected.id} userId={userId} contact={selected} />
          ) : (
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              {chatUser.data && <MyChatStatus userId={userId} me={chatUser.data} />}
              <ChatEmptyState text="Select a contact to start a conversation." />
            </Box>
          ))}
      </Box>
    </Paper>
  );
}
