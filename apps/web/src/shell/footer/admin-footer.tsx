import AppBar from '@mui/material/AppBar';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { TBarStyle } from '@pesquisemais/shared';

/** The admin footer: the spec's placeholder text and the alpha label of the neural-network feature. */
export function AdminFooter({ barStyle }: { barStyle: TBarStyle }) {
  return (
    <AppBar
      component="footer"
      position={barStyle === 'fixed' ? 'sticky' : 'static'}
      color="default"
      elevation={0}
      sx={{
        top: 'auto',
        bottom: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar variant="dense" sx={{ minHeight: 48, gap: 2 }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Footer
        </Typography>
        <Chip size="small" color="secondary" variant="outlined" label="Rede neural — alpha" />
      </Toolbar>
    </AppBar>
  );
}
