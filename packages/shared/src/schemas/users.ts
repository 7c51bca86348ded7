import { z } from 'zod';
import { withTableFilter } from '../table-filter';
import { ZRole } from './auth';
import { ZPageQuery, zPaged } from './paging';
import { zText } from './text';

export const ZUuidParams = z.object({ uuid: z.uuid('Identificador inválido') });

/** Columns of the user list a table filter may use. */
export const USER_FILTER_FIELDS = { name: 'text', email: 'text', role: 'text' } as const;

export const ZUserListQuery = withTableFilter(
  ZPageQuery.extend({
    q: zText().trim().max(120).optional(),
  }),
  USER_FILTER_FIELDS,
);
export type TUserListQuery = z.input<typeof ZUserListQuery>;

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
