import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { startPageOf } from '@pesquisemais/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { ErrorPageLayout } from './error-page-layout';

/** Shown inside the shell, so the navigation stays usable; offers the way back and the user's start page. */
export function Error404Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const start = startPageOf(user);
  // Opened straight from a link there is nothing to go back to inside the app: go to the start page.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const handleBack = () => void (canGoBack ? navigate(-1) : navigate(start));
  const actions = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="outlined" onClick={handleBack}>
        {t('pages.error404.back')}
      </Button>
      <Button component={RouterLink} to={start} variant="contained">
        {t('pages.error404.start')}
      </Button>
    </Stack>
  );
  return (
    <ErrorPageLayout
      code={t('pages.error404.code')}
      title={t('pages.error404.title')}
      text={t('pages.error404.text')}
      isInShell
      actions={actions}
    />
  );
}

export default Error404Page;
