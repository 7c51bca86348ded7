import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits';
import { ZRole } from './auth';
import { zText } from './text';

export const ZUuidParams = z.object({ uuid: z.uuid('Identificador inválido') });

export const ZPageQuery = z.object({
  page: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  pageSize: z.coerce
    .number()
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(MAX_PAGE_SIZE, `No máximo ${MAX_PAGE_SIZE} por página`)
    .default(DEFAULT_PAGE_SIZE),
});

export const ZUserListQuery = ZPageQuery.extend({
  q: zText().trim().max(120).optional(),
});

export const ZChangeRoleBody = z.object({ role: ZRole });

export const ZUserSummary = z.object({
  uuid: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: ZRole,
  createdAt: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZUserList = z.object({
  items: z.array(ZUserSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
