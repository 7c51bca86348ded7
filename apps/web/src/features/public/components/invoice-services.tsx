import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TInvoice } from '@pesquisemais/shared';
import { DataTable } from '@/components/data-table/data-table';

const money = (value: number) => value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

export function InvoiceServices({ invoice, dense }: { invoice: TInvoice; dense: boolean }) {
  const totals = [
    { label: 'Subtotal', value: invoice.subtotal },
    { label: 'Impostos', value: invoice.tax },
    { label: 'Desconto', value: -invoice.discount },
  ];
  return (
    <DataTable
      ariaLabel="Serviços"
      size={dense ? 'small' : 'medium'}
      columns={[
        {
          id: 'service',
          header: 'Serviço',
          cell: (service) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {service.title}
              </Typography>
              {!dense && (
                <Typography variant="caption" color="text.secondary">
                  {service.detail}
                </Typography>
              )}
            </>
          ),
        },
        { id: 'unit', header: 'Unidade', cell: (service) => service.unit },
        {
          id: 'unitPrice',
          header: 'Preço unitário',
          align: 'right',
          cell: (service) => money(service.unitPrice),
        },
        { id: 'quantity', header: 'Qtd.', align: 'right', cell: (service) => service.quantity },
        { id: 'total', header: 'Total', align: 'right', cell: (service) => money(service.total) },
      ]}
      rows={invoice.services}
      getRowId={(service) => service.id}
      footerRows={
        <>
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
        </>
      }
    />
  );
}
