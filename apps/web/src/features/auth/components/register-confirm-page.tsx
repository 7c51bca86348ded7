import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@pesquisemais/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { AuthPageLayout } from './auth-page-layout';

/**
 * The confirmation e-mail's link (/register/confirm?token=…): activates the account, signs the respondent in and
 * opens its start page. The token works once, so it is sent once (not again on a re-render or in StrictMode).
 */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const { confirmRegistration } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : t('auth.register.missingToken'));
  const sentRef = useRef(false);

  useEffect(() => {
    if (!token || sentRef.current) return;
    sentRef.current = true;
    confirmRegistration(token).then(
      (user) => {
        notify(AUTH_MESSAGES.welcome, 'success');
        void navigate(user.usermenu[0]?.startpage ?? '/home', { replace: true });
      },
      (reason: unknown) => setError(getErrorMessage(reason)),
    );
  }, [token, confirmRegistration, navigate]);

  return (
    <AuthPageLayout title={t('auth.register.confirmTitle')}>
      {error ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            <strong>{t('auth.register.confirmFailed')}</strong> {error}
          </Alert>
          <Link component={RouterLink} to="/login">
            {t('auth.register.goToLogin')}
          </Link>
        </Stack>
      ) : (
        <Stack spacing={2} role="status">
          <Typography>{t('auth.register.confirming')}</Typography>
          <LinearProgress aria-label={t('common.loading')} />
        </Stack>
      )}
    </AuthPageLayout>
  );
}

export default RegisterConfirmPage;
