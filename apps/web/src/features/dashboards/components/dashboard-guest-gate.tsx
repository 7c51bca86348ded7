import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GuestShareNotice } from '@/components/guest-share-notice';
import { useAuth } from '@/lib/auth/auth-context';

/** A guest without a share link gets the sign-in notice instead of a dashboard that can never load. */
export function DashboardGuestGate({ title, children }: { title: string; children: ReactNode }) {
  const [search] = useSearchParams();
  const { isGuest } = useAuth();
  if (!isGuest || search.get('share')) return children;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <GuestShareNotice what="os painéis" />
    </Box>
  );
}
