import LockOutlined from '@mui/icons-material/LockOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Brand } from '@/components/brand';

/** Toolbar of the public area: brand and the LOGIN link (navigation menu comes with the public area). */
export function PublicToolbar() {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ minHeight: 64, gap: 2 }}>
        <Link component={RouterLink} to="/home" underline="none" aria-label="Pesquise(+)">
          <Brand />
        </Link>
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to="/login" color="primary" startIcon={<LockOutlined />}>
          {t('home.login')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
