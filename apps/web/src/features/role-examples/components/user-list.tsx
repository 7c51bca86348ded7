import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { USER_FILTER_FIELDS } from '@pesquisemais/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useUsers } from '../api/get-users';

const PAGE_SIZE = 10;

/** The registered users, filtered and paged by the API: what only an admin may read. */
export function UserList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const fields = filterFieldsOf(USER_FILTER_FIELDS, {
    name: t('roleExamples.users.name'),
    email: t('roleExamples.users.email'),
    role: t('roleExamples.users.role'),
  });
  const { filter, query } = useServerFilter(fields, () => setPage(0));
  const { data, error, isPending } = useUsers({ page: page + 1, pageSize: PAGE_SIZE, ...query });

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
        filter={filter}
        paging={{ total: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />
    </Paper>
  );
}
