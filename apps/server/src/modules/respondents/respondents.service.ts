import type { TRespondent } from '@pesquisemais/shared';
import type { RespondentRow } from './respondents.repository';

export type { RespondentRow } from './respondents.repository';

export function toRespondent(row: RespondentRow): TRespondent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    attributes: row.attributes,
    consent: row.consent,
    optedOut: row.opted_out,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
