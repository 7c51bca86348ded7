import { type TOrderStatusName, type TOrdersQuery, ZOrder, ZOrderList } from '@pesquisemais/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ECOMMERCE_KEY } from './products';

/** GET /api/e-commerce-app/orders: newest first, by current status and a search. */
export function useOrders(query: TOrdersQuery) {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  const text = params.toString();
  return useQuery({
    queryKey: [...ECOMMERCE_KEY, 'orders', text],
    queryFn: ({ signal }) =>
      apiRequest(`/api/e-commerce-app/orders${text ? `?${text}` : ''}`, { schema: ZOrderList, signal }),
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: [...ECOMMERCE_KEY, 'order', orderId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/e-commerce-app/order?orderId=${encodeURIComponent(orderId)}`, {
        schema: ZOrder,
        signal,
      }),
  });
}

/** POST /api/e-commerce-app/order/status: a new dated entry in the order's history. */
export function useAddOrderStatus(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: TOrderStatusName) =>
      apiRequest('/api/e-commerce-app/order/status', {
        method: 'POST',
        body: { orderId, status },
        schema: ZOrder,
      }),
    onSuccess: (order) => {
      client.setQueryData([...ECOMMERCE_KEY, 'order', orderId], order);
      return client.invalidateQueries({ queryKey: [...ECOMMERCE_KEY, 'orders'] });
    },
  });
}
