import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { TABLE_FILTER_MESSAGES, type TFilterColumnType, type TTableFilter } from '@pesquisemais/shared';
import { type ReactNode, useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { DataTableFilterBar } from './data-table-filter-bar';
import { matchesFilter, type TFilterField } from './table-filter';

export type TDataTableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** What sorting and the in-browser filter read; dates as ISO text. */
  value?: (row: T) => string | number | null;
  type?: TFilterColumnType;
  align?: 'left' | 'right';
  /** Offered in the filter bar (in-browser filtering); needs `value` and a text header or `label`. */
  isFilterable?: boolean;
  isSortable?: boolean;
  /** The column's name in the filter bar when `header` is not plain text. */
  label?: string;
  cellSx?: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
};

/** A filter run by the API over the whole data set (server-paged tables), see `useServerFilter`. */
export type TServerFilter = {
  fields: TFilterField[];
  value: TTableFilter;
  onChange: (filter: TTableFilter) => void;
};

export type TDataTablePaging = {
  total: number;
  /** Zero-based, as MUI counts pages. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
};

type TDataTableProps<T> = {
  ariaLabel: string;
  columns: TDataTableColumn<T>[];
  /** undefined while the first page loads. */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  isLoading?: boolean;
  error?: unknown;
  /** Shown when there are no rows and no filter is typed; with a filter, 'No results..'. */
  emptyText?: ReactNode;
  rowActions?: (row: T) => ReactNode;
  /** Header of the row actions' column. */
  actionsHeader?: string;
  onRowClick?: (row: T) => void;
  getRowProps?: (row: T) => Record<`data-${string}`, string>;
  /** In-browser filter over `rows` ('client') or one the API runs. Absent: no filter bar. */
  filter?: 'client' | TServerFilter;
  /** Server paging; without it, `pageSize` pages the rows in the browser (none: every row). */
  paging?: TDataTablePaging;
  pageSize?: number;
  size?: 'small' | 'medium';
  stickyHeader?: boolean;
  hideHeader?: boolean;
  minWidth?: number;
  containerSx?: SxProps<Theme>;
  rowSx?: SxProps<Theme>;
  /** Extra rows after the data (totals). */
  footerRows?: ReactNode;
};

const labelOf = <T,>(column: TDataTableColumn<T>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.id);

const PAGE_BUTTONS = {
  first: 'Primeira página',
  last: 'Última página',
  next: 'Próxima página',
  previous: 'Página anterior',
} as const;

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'pt-BR');
}

/**
 * The one table of the app: typed columns, filter bar (spec point 5), sorting, paging (server or
 * browser), loading, error and empty states, row actions; scrolls sideways on narrow screens.
 */
export function DataTable<T>(props: TDataTableProps<T>) {
  const { ariaLabel, columns, rows, getRowId, filter, paging, rowActions } = props;
  const clientFields: TFilterField[] = columns
    .filter((column) => column.isFilterable && column.value)
    .map((column) => ({ id: column.id, label: labelOf(column), type: column.type ?? 'text' }));
  const fields = filter === 'client' ? clientFields : (filter?.fields ?? []);
  const [clientFilter, setClientFilter] = useState<TTableFilter>({
    field: clientFields[0]?.id ?? '',
    operator: 'contains',
    value: '',
  });
  const [sort, setSort] = useState<{ id: string; isDescending: boolean } | null>(null);
  const [clientPage, setClientPage] = useState(0);
  const active = filter === 'client' ? clientFilter : filter?.value;

  let shown = rows ?? [];
  if (filter === 'client' && clientFilter.value.trim()) {
    const column = columns.find((item) => item.id === clientFilter.field);
    const trimmed = { ...clientFilter, value: clientFilter.value.trim() };
    if (column?.value)
      shown = shown.filter((row) => matchesFilter(column.value?.(row), column.type ?? 'text', trimmed));
  }
  const sorted = sort && columns.find((item) => item.id === sort.id);
  if (sorted?.value) {
    const read = sorted.value;
    shown = [...shown].sort((a, b) => compare(read(a), read(b)) * (sort?.isDescending ? -1 : 1));
  }
  const clientTotal = shown.length;
  const lastPage = props.pageSize ? Math.max(0, Math.ceil(clientTotal / props.pageSize) - 1) : 0;
  const page = Math.min(clientPage, lastPage);
  if (!paging && props.pageSize) shown = shown.slice(page * props.pageSize, (page + 1) * props.pageSize);

  const span = columns.length + (rowActions ? 1 : 0);
  const isFiltered = Boolean(active?.value.trim());
  const footer =
    paging ??
    (props.pageSize && clientTotal > props.pageSize
      ? { total: clientTotal, page, pageSize: props.pageSize, onPageChange: setClientPage }
      : null);

  return (
    <>
      {fields.length > 0 && active && (
        <DataTableFilterBar
          fields={fields}
          value={active}
          onChange={(next) => {
            if (filter === 'client') {
              setClientFilter(next);
              setClientPage(0);
            } else filter?.onChange(next);
          }}
        />
      )}
      {props.error !== undefined && props.error !== null && (
        <Typography color="error" sx={{ p: 2 }}>
          {getErrorMessage(props.error)}
        </Typography>
      )}
      {props.isLoading && !rows && <LoadingIndicator />}
      {props.isLoading && rows && <LinearProgress aria-label="Atualizando" />}
      {/* Focusable so keyboard users can scroll a table wider than the screen (WCAG 2.1.1). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={`${ariaLabel} (rolável)`}
        sx={{ overflowX: 'auto', ...props.containerSx }}
      >
        <Table
          size={props.size ?? 'small'}
          stickyHeader={props.stickyHeader}
          aria-label={ariaLabel}
          sx={props.minWidth ? { minWidth: props.minWidth } : undefined}
        >
          {!props.hideHeader && (
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={column.headerSx}
                    sortDirection={sort?.id === column.id ? (sort.isDescending ? 'desc' : 'asc') : false}
                  >
                    {column.isSortable ? (
                      <TableSortLabel
                        active={sort?.id === column.id}
                        direction={sort?.id === column.id && sort.isDescending ? 'desc' : 'asc'}
                        onClick={() =>
                          setSort((current) => ({
                            id: column.id,
                            isDescending: current?.id === column.id ? !current.isDescending : false,
                          }))
                        }
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                ))}
                {rowActions && <TableCell align="right">{props.actionsHeader ?? 'Ações'}</TableCell>}
              </TableRow>
            </TableHead>
          )}
          <TableBody>
            {rows && shown.length === 0 && (isFiltered || props.emptyText) && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Typography variant="body2" color="text.secondary">
                    {isFiltered ? TABLE_FILTER_MESSAGES.noResults : props.emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow
                key={getRowId(row)}
                hover={Boolean(props.onRowClick) || !props.hideHeader}
                onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                sx={[
                  props.onRowClick ? { cursor: 'pointer' } : {},
                  ...(Array.isArray(props.rowSx) ? props.rowSx : [props.rowSx]),
                ]}
                {...props.getRowProps?.(row)}
              >
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={column.cellSx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                {rowActions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {rowActions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {props.footerRows}
          </TableBody>
        </Table>
      </TableContainer>
      {footer && (
        <TablePagination
          component="div"
          count={footer.total}
          page={footer.page}
          rowsPerPage={footer.pageSize}
          rowsPerPageOptions={paging?.pageSizeOptions ?? [footer.pageSize]}
          labelRowsPerPage="Por página"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          getItemAriaLabel={(type) => PAGE_BUTTONS[type]}
          onPageChange={(_, next) => footer.onPageChange(next)}
          onRowsPerPageChange={(event) => paging?.onPageSizeChange?.(Number(event.target.value))}
          sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 1, sm: 2 } } }}
        />
      )}
    </>
  );
}
