import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits';

/** `?page=&pageSize=` of a list; routes extend it with their own filters. */
export function zPageQuery({ pageSize = DEFAULT_PAGE_SIZE, maxPageSize = MAX_PAGE_SIZE } = {}) {
  return z.object({
    page: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
    pageSize: z.coerce
      .number()
      .int('Tamanho de página inválido')
      .min(1, 'Tamanho de página inválido')
      .max(maxPageSize, `No máximo ${maxPageSize} por página`)
      .default(pageSize),
  });
}

export const ZPageQuery = zPageQuery();
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** One page of a list: `{ items, total, page, pageSize }`, `total` counting every match. */
export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

export interface TPaged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageOf<T>(items: T[], total: number, { page, pageSize }: TPageQuery): TPaged<T> {
  return { items, total, page, pageSize };
}
