import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_VERSION_LINE } from '@pesquisemais/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand';

export const LOGIN_BACKGROUNDS = [
  '/assets/images/login/login-bg-1.svg',
  '/assets/images/login/login-bg-2.svg',
] as const;

function pickBackground(): string {
  return LOGIN_BACKGROUNDS[Math.floor(Math.random() * LOGIN_BACKGROUNDS.length)] ?? LOGIN_BACKGROUNDS[0];
}

/** The left half of the auth screens: a welcome over one of two backgrounds, picked at random. */
export function AuthWelcomePanel() {
  const { t } = useTranslation();
  const [background] = useState(pickBackground);
  return (
    <Box
      data-testid="auth-welcome-panel"
      data-background={background}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flex: 1,
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: 'common.white',
        backgroundColor: 'primary.dark',
        backgroundImage: `url(${background})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Brand inverted />
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, mb: 2 }}>
          {t('auth.welcomeTitle')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9 }}>
          {t('auth.welcomeText')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {APP_VERSION_LINE}
      </Typography>
    </Box>
  );
}
