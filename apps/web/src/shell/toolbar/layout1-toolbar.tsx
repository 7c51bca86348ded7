import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { Brand } from '@/components/brand';
import { UserMenu } from '@/shell/user-menu';
import { TOOLBAR_HEIGHT } from './toolbar-size';

export function Layout1Toolbar() {
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ minHeight: TOOLBAR_HEIGHT, gap: 2 }}>
        <Link component={RouterLink} to="/" underline="none" aria-label="Pesquise(+)">
          <Brand />
        </Link>
        <Box sx={{ flex: 1 }} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
