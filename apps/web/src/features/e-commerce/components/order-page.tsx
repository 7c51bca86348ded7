import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_STATUSES, type TOrder, type TOrderStatusName } from '@pesquisemais/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { notify } from '@/lib/notify';
import { useAddOrderStatus, useOrder } from '../api/orders';
import { EcommerceHeader } from './e-commerce-tabs';
import { formatDateTime, formatMoney } from './format';
import { OrderStatusChip } from './order-status-chip';

function StatusHistory({ order }: { order: TOrder }) {
  const [next, setNext] = useState<TOrderStatusName | ''>('');
  const add = useAddOrderStatus(order.id);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Situação
      </Typography>
      <List aria-label="Histórico de situações">
        {[...order.status].reverse().map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <ListItemText
              primary={<OrderStatusChip status={entry} />}
              secondary={formatDateTime(entry.date)}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label="Nova situação"
          value={next}
          onChange={(event) => setNext(event.target.value as TOrderStatusName)}
          sx={{ minWidth: 260 }}
        >
          {ORDER_STATUSES.map((item) => (
            <MenuItem key={item.name} value={item.name}>
              {item.title}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={!next || add.isPending}
          onClick={() =>
            next &&
            add.mutate(next, {
              onSuccess: () => {
                notify('Situação do pedido atualizada.', 'success');
                setNext('');
              },
            })
          }
        >
          Alterar situação
        </Button>
      </Stack>
    </Paper>
  );
}

function OrderDetail({ order }: { order: TOrder }) {
  const { customer, payment } = order;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Cliente
          </Typography>
          <Typography>
            {customer.firstName} {customer.lastName} — {customer.jobTitle}, {customer.company}
          </Typography>
          <Typography color="text.secondary">
            {customer.email} · {customer.phone}
          </Typography>
          <Typography color="text.secondary">Entrega: {customer.shippingAddress.address}</Typography>
          <Typography color="text.secondary">
            Pagamento: {payment.method}, {formatMoney(payment.amount)} ({payment.transactionId})
          </Typography>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StatusHistory order={order} />
      </Grid>
      <Grid size={12}>
        <Table size="small" aria-label="Produtos do pedido">
          <TableHead>
            <TableRow>
              <TableCell>Produto</TableCell>
              <TableCell align="right">Preço</TableCell>
              <TableCell align="right">Quantidade</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.products.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{formatMoney(line.price)}</TableCell>
                <TableCell align="right">{line.quantity.toLocaleString('pt-BR')}</TableCell>
                <TableCell align="right">{formatMoney(line.total)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={3}>Subtotal · imposto · desconto</TableCell>
              <TableCell align="right">
                {formatMoney(order.subtotal)} · {formatMoney(order.tax)} · {formatMoney(order.discount)}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3}>
                <strong>Total</strong>
              </TableCell>
              <TableCell align="right">
                <strong>{formatMoney(order.total)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Grid>
    </Grid>
  );
}

/** /apps/e-commerce/orders/:orderId: customer, products, payment and the status history with a change. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <EcommerceHeader title={order.data ? `Pedido ${order.data.reference}` : 'Pedido'} />
      {order.isPending && <LoadingIndicator />}
      {order.isError && <QueryError error={order.error} />}
      {order.data && <OrderDetail order={order.data} />}
    </Box>
  );
}
