import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TInvoice } from '@pesquisemais/shared';

const money = (value: number) => value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

export function InvoiceServices({ invoice, dense }: { invoice: TInvoice; dense: boolean }) {
  const totals = [
    { label: 'Subtotal', value: invoice.subtotal },
    { label: 'Impostos', value: invoice.tax },
    { label: 'Desconto', value: -invoice.discount },
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size={dense ? 'small' : 'medium'} aria-label="Serviços">
        <TableHead>
          <TableRow>
            <TableCell>Serviço</TableCell>
            <TableCell>Unidade</TableCell>
            <TableCell align="right">Preço unitário</TableCell>
            <TableCell align="right">Qtd.</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.services.map((service) => (
            <TableRow key={service.id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {service.title}
                </Typography>
                {!dense && (
                  <Typography variant="caption" color="text.secondary">
                    {service.detail}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{service.unit}</TableCell>
              <TableCell align="right">{money(service.unitPrice)}</TableCell>
              <TableCell align="right">{service.quantity}</TableCell>
              <TableCell align="right">{money(service.total)}</TableCell>
            </TableRow>
          ))}
          {totals.map((row) => (
            <TableRow key={row.label}>
              <TableCell colSpan={4} align="right" sx={{ borderBottom: 'none' }}>
                {row.label}
              </TableCell>
              <TableCell align="right" sx={{ borderBottom: 'none' }}>
                {money(row.value)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} align="right" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(invoice.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
