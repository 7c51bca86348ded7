import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useUsers } from '../api/get-users';

const FIRST_PAGE = { page: 1, pageSize: 10 };

/** The first registered users: what only an admin may read from the API. */
export function UserList() {
  const { t } = useTranslation();
  const { data, error, isPending } = useUsers(FIRST_PAGE);

  if (isPending) return <LoadingIndicator />;
  if (error) return <Typography color="error">{getErrorMessage(error)}</Typography>;

  return (
    <Paper sx={{ p: 3, mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('roleExamples.users.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('roleExamples.users.total', { count: data.total })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('roleExamples.users.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('roleExamples.users.name')}</TableCell>
              <TableCell>{t('roleExamples.users.email')}</TableCell>
              <TableCell>{t('roleExamples.users.role')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((user) => (
              <TableRow key={user.uuid}>
                <TableCell>{user.displayName}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{user.role}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
