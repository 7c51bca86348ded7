import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort of the router (errors outside a lazy screen's own boundary). */
export function RouteErrorFallback() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Erro de rota', error);
  }, [error]);
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      <Typography variant="h6">{t('common.somethingWrong')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </Button>
    </Box>
  );
}
