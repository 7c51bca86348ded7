import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@pesquisemais/shared';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { GuestShareNotice } from '@/components/guest-share-notice';
import { useAuth } from '@/lib/auth/auth-context';
import { DeliveredTable } from './delivered-table';

/** /apps/reports/delivered — no role: collection roles see all, a ?share= link its campaign's. */
export function DeliveredReportsPage() {
  const [search] = useSearchParams();
  const share = search.get('share');
  const { user, isGuest } = useAuth();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Relatórios entregues
        </Typography>
        {can(user, 'reports:manage') && (
          <Button component={RouterLink} to="/apps/reports/gerar" variant="contained" startIcon={<AddIcon />}>
            Gerar relatório
          </Button>
        )}
      </Stack>
      {isGuest && !share ? (
        <GuestShareNotice what="os relatórios entregues" />
      ) : (
        <DeliveredTable share={share} />
      )}
    </Box>
  );
}
