import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TPanelImportRejected } from '@pesquisemais/shared';

const SHOWN = 100;

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
      <TableContainer sx={{ maxHeight: 260 }}>
        <Table size="small" stickyHeader aria-label="Linhas rejeitadas">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 72 }}>Linha</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Motivo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN).map((row) => (
              <TableRow key={`${row.row}-${row.email}`}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.email || '—'}</TableCell>
                <TableCell>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          Mostrando {SHOWN} de {total.toLocaleString('pt-BR')} linhas rejeitadas.
        </Typography>
      )}
    </>
  );
}
