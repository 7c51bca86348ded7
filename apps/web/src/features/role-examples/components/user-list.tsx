import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
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
      <DataTable
        ariaLabel={t('roleExamples.users.title')}
        columns={[
          { id: 'name', header: t('roleExamples.users.name'), cell: (user) => user.displayName },
          { id: 'email', header: t('roleExamples.users.email'), cell: (user) => user.email },
          { id: 'role', header: t('roleExamples.users.role'), cell: (user) => user.role },
        ]}
        rows={data.items}
        getRowId={(user) => user.uuid}
      />
    </Paper>
  );
}
