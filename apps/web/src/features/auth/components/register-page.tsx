import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthPageLayout } from './auth-page-layout';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t('auth.register.title')}>
      <RegisterForm />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.register.hasAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('auth.register.signIn')}
        </Link>
      </Typography>
    </AuthPageLayout>
  );
}

export default RegisterPage;
