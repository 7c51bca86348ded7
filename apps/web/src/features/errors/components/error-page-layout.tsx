import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type TErrorPageLayoutProps = {
  code: string;
  title: string;
  text: string;
  /** Inside the admin shell the page fills the content area, not the whole window. */
  isInShell?: boolean;
  /** The ways out; by default 'Voltar para home'. */
  actions?: ReactNode;
};

export function ErrorPageLayout({ code, title, text, isInShell = false, actions }: TErrorPageLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        minHeight: isInShell ? '60vh' : '100vh',
        gap: 2,
        p: 3,
      }}
    >
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 800 }}>
        {code}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {text}
      </Typography>
      {actions ?? (
        <Button component={RouterLink} to="/home" variant="contained">
          {t('common.backHome')}
        </Button>
      )}
    </Box>
  );
}
