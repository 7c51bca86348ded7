import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Brand } from '@/components/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { menuHref, pickPublicMenu } from './public-menu';
import { SignedInLink } from './signed-in-link';

const PublicMobileMenu = lazy(() => import('./public-mobile-menu'));

/** Toolbar of the public area: brand, the horizontal menu (`?app` switches it) and LOGIN (or the signed-in user). */
export function PublicToolbar() {
  const { search, pathname } = useLocation();
  const { user, isGuest } = useAuth();
  const menu = pickPublicMenu(search, user.role);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setHasOpened(true);
    setAnchor(event.currentTarget);
  };
  const handleClose = () => setAnchor(null);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* 320 px (WCAG 1.4.10 reflow): tighter gaps and LOGIN without its lock icon on a phone. */}
      <Toolbar sx={{ minHeight: 64, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Link
          component={RouterLink}
          to={menuHref('/home', search)}
          underline="none"
          // Under 360 px the 'alpha' badge gives its room to LOGIN.
          sx={{ '@media (max-width: 359.95px)': { '& .MuiChip-root': { display: 'none' } } }}
        >
          <Brand />
        </Link>
        <Box
          component="nav"
          aria-label="Menu principal"
          sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}
        >
          <Box
            component="ul"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
          >
            {menu.map((item) => (
              <li key={item.id}>
                <Button
                  component={RouterLink}
                  to={menuHref(item.url, search)}
                  color={pathname === item.url ? 'primary' : 'inherit'}
                  sx={{ fontWeight: 600 }}
                >
                  {item.title}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <IconButton
          aria-label="Abrir menu"
          onClick={handleOpen}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {hasOpened && (
          <Suspense fallback={null}>
            <PublicMobileMenu anchor={anchor} items={menu} search={search} onClose={handleClose} />
          </Suspense>
        )}
        {isGuest ? (
          <Button
            component={RouterLink}
            to="/login"
            color="primary"
            variant="outlined"
            startIcon={<LockOutlined />}
            sx={{ '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
          >
            LOGIN
          </Button>
        ) : (
          <SignedInLink user={user} />
        )}
      </Toolbar>
    </AppBar>
  );
}
