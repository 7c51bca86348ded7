import Typography from '@mui/material/Typography';
import type { TPanelImportRejected } from '@pesquisemais/shared';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';

const SHOWN = 100;

const COLUMNS: TDataTableColumn<TPanelImportRejected>[] = [
  { id: 'row', header: 'Linha', cell: (row) => row.row, headerSx: { width: 72 } },
  { id: 'email', header: 'E-mail', cell: (row) => row.email || '—' },
  { id: 'reason', header: 'Motivo', cell: (row) => row.reason },
];

/** Rejected rows of an import: the spreadsheet row, the e-mail found there and why. */
export function RejectedTable({
  rows,
  total = rows.length,
}: {
  rows: TPanelImportRejected[];
  total?: number;
}) {
  return (
    <>
      <DataTable
        ariaLabel="Linhas rejeitadas"
        columns={COLUMNS}
        rows={rows.slice(0, SHOWN)}
        getRowId={(row) => `${row.row}-${row.email}`}
        stickyHeader
        containerSx={{ maxHeight: 260 }}
      />
      {total > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          Mostrando {SHOWN} de {total.toLocaleString('pt-BR')} linhas rejeitadas.
        </Typography>
      )}
    </>
  );
}
