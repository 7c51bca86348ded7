import { z } from 'zod';
import { ZRole } from './auth';
import { ZPageQuery, zPaged } from './paging';
import { zText } from './text';

export const ZUuidParams = z.object({ uuid: z.uuid('Identificador inválido') });

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

export const ZUserList = zPaged(ZUserSummary);
