import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { UserList } from './user-list';

export type TRoleExampleArea = 'admin' | 'staff' | 'guest';

/** Demo page telling which roles may see it and the current user's role. */
export function RoleExamplePage({ area }: { area: TRoleExampleArea }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t(`roleExamples.${area}.title`)}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t(`roleExamples.${area}.text`)}</Typography>
        <Typography color="text.secondary">{t('roleExamples.currentRole', { role: user.role })}</Typography>
      </Paper>
      {area === 'admin' && <UserList />}
    </Container>
  );
}

export const AdminRoleExamplePage = () => <RoleExamplePage area="admin" />;
export const StaffRoleExamplePage = () => <RoleExamplePage area="staff" />;
export const GuestRoleExamplePage = () => <RoleExamplePage area="guest" />;
