import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';

/** Ends the session, then goes to '/'. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useAuth();

  useEffect(() => {
    signOut();
    void navigate('/', { replace: true });
  }, [signOut, navigate]);

  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <Typography color="text.secondary">{t('auth.loggingOut')}</Typography>
    </Box>
  );
}

export default LogoutPage;
