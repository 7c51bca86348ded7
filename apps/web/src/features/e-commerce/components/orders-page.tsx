import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ORDER_STATUSES, type TOrderStatusName } from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useOrders } from '../api/orders';
import { EcommerceHeader } from './e-commerce-tabs';
import { formatDateTime, formatMoney } from './format';
import { OrderStatusChip } from './order-status-chip';

/** The orders, newest first, filtered on the server by current status and by reference or customer. */
export default function OrdersPage() {
  const [status, setStatus] = useState<TOrderStatusName | ''>('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const orders = useOrders({ status: status || undefined, search: deferred || undefined });
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <EcommerceHeader title="Pedidos" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Buscar por referência ou cliente"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ minWidth: 280 }}
        />
        <TextField
          select
          label="Situação"
          value={status}
          onChange={(event) => setStatus(event.target.value as TOrderStatusName | '')}
          size="small"
          sx={{ minWidth: 280 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {ORDER_STATUSES.map((item) => (
            <MenuItem key={item.name} value={item.name}>
              {item.title}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {orders.isPending && <LoadingIndicator />}
      {orders.isError && <QueryError error={orders.error} />}
      {orders.data && (
        <TableContainer>
          <Table size="small" aria-label="Pedidos">
            <TableHead>
              <TableRow>
                <TableCell>Referência</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Pagamento</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell>Data</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/apps/e-commerce/orders/${order.id}`}>
                      {order.reference}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {order.customer.firstName} {order.customer.lastName} · {order.customer.company}
                  </TableCell>
                  <TableCell align="right">{formatMoney(order.total)}</TableCell>
                  <TableCell>{order.payment.method}</TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status.at(-1)} />
                  </TableCell>
                  <TableCell>{formatDateTime(order.date)}</TableCell>
                </TableRow>
              ))}
              {orders.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>Nenhum pedido encontrado.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
