import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APP_VERSION_LINE } from '@pesquisemais/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand } from '@/components/brand';
import { LOGIN_BACKGROUNDS } from './auth-welcome-panel';

type TAuthPageLayout2Props = { title: string; children: ReactNode };

/** The '-2' auth pages: one centred card over the full-page background. */
export function AuthPageLayout2({ title, children }: TAuthPageLayout2Props) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        backgroundColor: 'primary.dark',
        backgroundImage: `url(${LOGIN_BACKGROUNDS[1]})`,
        backgroundSize: 'cover',
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Brand />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/home" variant="body2">
            Voltar para home
          </Link>
          <Typography variant="caption" color="text.secondary">
            {APP_VERSION_LINE}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
