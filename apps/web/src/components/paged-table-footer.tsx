import TablePagination from '@mui/material/TablePagination';

type TPagedTableFooterProps = {
  total: number;
  /** Zero-based, as MUI counts pages. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
};

/** The footer of a server-paginated table, in Portuguese ('1–20 de 57'). */
export function PagedTableFooter({ total, page, onPageChange, pageSize = 20 }: TPagedTableFooterProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      onPageChange={(_, next) => onPageChange(next)}
    />
  );
}
