import { ZInvoice } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/invoices/get-invoice?id=: one sample invoice. */
export function getInvoice(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/invoices/get-invoice?id=${encodeURIComponent(id)}`, { schema: ZInvoice, signal });
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['invoice', id], queryFn: ({ signal }) => getInvoice(id, signal) });

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
