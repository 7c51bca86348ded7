import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthFrame, type TAuthVariant } from './auth-frame';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

function LoginVariant({ variant }: { variant: TAuthVariant }) {
  const { t } = useTranslation();
  const suffix = variant === 2 ? '-2' : '';
  return (
    <AuthFrame variant={variant} title={t('auth.login.title')}>
      <LoginForm />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={`/pages/auth/forgot-password${suffix}`}>
          Esqueci minha senha
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
        {t('auth.login.noAccount')}{' '}
        <Link component={RouterLink} to={`/pages/auth/register${suffix}`}>
          {t('auth.login.createAccount')}
        </Link>
      </Typography>
    </AuthFrame>
  );
}

function RegisterVariant({ variant }: { variant: TAuthVariant }) {
  const { t } = useTranslation();
  return (
    <AuthFrame variant={variant} title={t('auth.register.title')}>
      <RegisterForm />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.register.hasAccount')}{' '}
        <Link component={RouterLink} to={variant === 2 ? '/pages/auth/login-2' : '/pages/auth/login'}>
          {t('auth.register.signIn')}
        </Link>
      </Typography>
    </AuthFrame>
  );
}

export const LoginPage1 = () => <LoginVariant variant={1} />;
export const LoginPage2 = () => <LoginVariant variant={2} />;
export const RegisterPage1 = () => <RegisterVariant variant={1} />;
export const RegisterPage2 = () => <RegisterVariant variant={2} />;
