import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthWelcomePanel } from './auth-welcome-panel';

type TAuthPageLayoutProps = { title: string; children: ReactNode };

/** Welcome panel on the left, the form card on the right, with the way back home. */
export function AuthPageLayout({ title, children }: TAuthPageLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', width: '100%' }}>
      <AuthWelcomePanel />
      <Box
        sx={{ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
      >
        <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
            {title}
          </Typography>
          {children}
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to="/home" variant="body2">
              {t('common.backHome')}
            </Link>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
