import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthPageLayout } from './auth-page-layout';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t('auth.login.title')}>
      <LoginForm />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/pages/auth/forgot-password">
          Esqueci minha senha
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.login.noAccount')}{' '}
        <Link component={RouterLink} to="/register">
          {t('auth.login.createAccount')}
        </Link>
      </Typography>
    </AuthPageLayout>
  );
}

export default LoginPage;
