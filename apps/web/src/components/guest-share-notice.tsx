import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirect } from '@/lib/auth/redirect-memory';

/**
 * What a guest without a share link sees on the pages open to share links (dashboards, targets, reports):
 * nothing is requested; signing in brings the guest back to this address.
 */
export function GuestShareNotice({ what }: { what: string }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handleSignIn = () => {
    rememberRedirect(`${pathname}${search}${hash}`);
    void navigate('/login');
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Typography>{`Entre na sua conta ou use um link de compartilhamento para ver ${what}.`}</Typography>
      <Button variant="contained" startIcon={<LockOutlined />} onClick={handleSignIn}>
        Entrar
      </Button>
    </Box>
  );
}
