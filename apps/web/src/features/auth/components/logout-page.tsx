import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { postSignOut } from '@/lib/auth/auth-api';
import { useAuth } from '@/lib/auth/auth-context';
import { clearOfflineData, unsentInterviews } from '@/lib/offline-interviews/sign-out';
import { UnsentInterviewsDialog } from './unsent-interviews-dialog';

/** Ends the session, then goes to '/'. Interviews still on the device are offered a sync first. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const [unsent, setUnsent] = useState(0);
  const userId = user.uuid;

  const finish = useCallback(async () => {
    // Nothing an account stored off-line stays on the device after it signs out.
    await clearOfflineData(userId).catch((error: unknown) => console.error(error));
    // The server ends the session first, so a copy of the token is worthless; off-line, the device still forgets it.
    await postSignOut().catch(() => undefined);
    signOut();
    void navigate('/', { replace: true });
  }, [userId, signOut, navigate]);

  useEffect(() => {
    let isCurrent = true;
    void unsentInterviews(userId)
      .catch(() => 0)
      .then((count) => {
        if (!isCurrent) return;
        if (count === 0) void finish();
        else setUnsent(count);
      });
    return () => {
      isCurrent = false;
    };
  }, [userId, finish]);

  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <Typography color="text.secondary">{t('auth.loggingOut')}</Typography>
      <UnsentInterviewsDialog
        userId={userId}
        count={unsent}
        onSignOut={() => void finish()}
        onCancel={() => void navigate('/apps/surveyplayer', { replace: true })}
      />
    </Box>
  );
}

export default LogoutPage;
