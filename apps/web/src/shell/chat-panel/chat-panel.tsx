import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CHAT_PANEL_WIDTH } from '@pesquisemais/shared';
import { useShellUi } from '@/shell/shell-ui-context';

/** The team-chat side panel (spec point 2); the chat itself comes with the chat feature. */
export function ChatPanel() {
  const { isChatOpen, setChatOpen } = useShellUi();
  return (
    <Drawer
      anchor="right"
      open={isChatOpen}
      onClose={() => setChatOpen(false)}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: CHAT_PANEL_WIDTH } }, 'aria-label': 'Team Chat' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          p: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography variant="h6" sx={{ flex: 1 }}>
          Team Chat
        </Typography>
        <IconButton color="inherit" aria-label="Fechar chat" onClick={() => setChatOpen(false)}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Typography color="text.secondary" align="center">
          Select a contact to start a conversation.
        </Typography>
      </Box>
    </Drawer>
  );
}
