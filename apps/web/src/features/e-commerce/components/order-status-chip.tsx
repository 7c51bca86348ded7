import Chip from '@mui/material/Chip';
import { orderStatusTitle } from '@pesquisemais/shared';

const COLORS: Record<string, 'info' | 'success' | 'warning' | 'secondary' | 'error' | 'default'> = {
  blue: 'info',
  green: 'success',
  orange: 'warning',
  purple: 'secondary',
  pink: 'error',
  red: 'error',
};

/** An order status in pt-BR, coloured as in the sample data. */
export function OrderStatusChip({ status }: { status: { name: string; color: string } | undefined }) {
  if (!status) return null;
  return (
    <Chip size="small" label={orderStatusTitle(status.name)} color={COLORS[status.color] ?? 'default'} />
  );
}
