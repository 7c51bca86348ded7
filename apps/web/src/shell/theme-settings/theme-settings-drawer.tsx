import Close from '@mui/icons-material/Close';
import Palette from '@mui/icons-material/Palette';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { THEME_DRAWER_WIDTH } from '@pesquisemais/shared';
import { CONTACT_RAIL_WIDTH } from '@/shell/chat-panel/contact-rail';
import { useHasChatRail } from '@/shell/chat-panel/use-chat-rail';
import { useShellUi } from '@/shell/shell-ui-context';
import { ThemeSettingsForm } from './theme-settings-form';

/** Floating button and the 380 px Theme Settings drawer; every change applies at once and is saved. */
export function ThemeSettingsDrawer() {
  const { isThemeSettingsOpen, setThemeSettingsOpen } = useShellUi();
  const hasChatRail = useHasChatRail();

  return (
    <>
      <Fab
        color="secondary"
        size="medium"
        aria-label="Configurações de tema"
        onClick={() => setThemeSettingsOpen(true)}
        sx={{
          position: 'fixed',
          right: { xs: 16, lg: hasChatRail ? 16 + CONTACT_RAIL_WIDTH : 16 },
          bottom: 72,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <Palette />
      </Fab>
      <Drawer
        anchor="right"
        open={isThemeSettingsOpen}
        onClose={() => setThemeSettingsOpen(false)}
        slotProps={{
          paper: {
            sx: { width: { xs: '100%', sm: THEME_DRAWER_WIDTH } },
            'aria-label': 'Configurações de tema',
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            Configurações de tema
          </Typography>
          <IconButton aria-label="Fechar" onClick={() => setThemeSettingsOpen(false)}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ p: 2, overflowY: 'auto' }}>
          <ThemeSettingsForm />
        </Box>
      </Drawer>
    </>
  );
}
