import { type TProductInput, ZProduct, ZProductList, ZUploadedProductImage } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

export const ECOMMERCE_KEY = ['e-commerce'] as const;

/** GET /api/e-commerce-app/products: the whole catalogue. */
export function useProducts() {
  return useQuery(
    queryOptions({
      queryKey: [...ECOMMERCE_KEY, 'products'],
      queryFn: ({ signal }) => apiRequest('/api/e-commerce-app/products', { schema: ZProductList, signal }),
    }),
  );
}

/** GET /api/e-commerce-app/product?productId=… (not asked for a new product). */
export function useProduct(productId: string | null) {
  return useQuery({
    queryKey: [...ECOMMERCE_KEY, 'product', productId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/e-commerce-app/product?productId=${encodeURIComponent(productId ?? '')}`, {
        schema: ZProduct,
        signal,
      }),
    enabled: productId !== null,
  });
}

/** POST /api/e-commerce-app/product/save: insert, or replace by id; refused fields go to the form. */
export function useSaveProduct(form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: TProductInput) =>
      apiRequest('/api/e-commerce-app/product/save', { method: 'POST', body: { product }, schema: ZProduct }),
    meta: { form },
    onSuccess: (saved) => {
      // The saved product's page opens on it at once (no loading gap that would drop edits made right after).
      client.setQueryData([...ECOMMERCE_KEY, 'product', saved.id], saved);
      return client.invalidateQueries({ queryKey: ECOMMERCE_KEY });
    },
  });
}

/** POST /api/e-commerce-app/product/image: the picked file's bytes; the server resizes it (refusals: snackbar). */
export function useUploadProductImage() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('/api/e-commerce-app/product/image', {
        method: 'POST',
        rawBody: file,
        schema: ZUploadedProductImage,
      }),
  });
}
