import {
  BUSINESS_TIME_ZONE,
  filterProblem,
  orderBound,
  type TFilterColumnType,
  type TFilterFields,
  type TTableFilter,
} from '@pesquisemais/shared';

/** A column the filter bar offers: `id` is the field sent to the API for server-filtered tables. */
export type TFilterField<Id extends string = string> = { id: Id; label: string; type: TFilterColumnType };

/** The filter bar's columns of an endpoint: its allow-list (ids and types, shared with the API) and labels. */
export function filterFieldsOf<F extends TFilterFields>(
  fields: F,
  labels: Record<keyof F & string, string>,
): TFilterField<keyof F & string>[] {
  return (Object.keys(fields) as (keyof F & string)[]).map((id) => ({
    id,
    label: labels[id],
    type: fields[id] as TFilterColumnType,
  }));
}

const dateText = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A cell value as the text operators read it: dates as the tables show them ('23/11/2026 14:05'). */
function textOf(value: string | number, type: TFilterColumnType): string {
  if (type === 'date') return dateText.format(new Date(value)).replace(',', '');
  return String(value);
}

/**
 * Whether a cell passes the filter, the browser twin of the server's `filterCondition`: case-insensitive
 * text operators, a case-insensitive regular expression, greater/less on numbers or São Paulo days.
 * A filter that cannot run (bad pattern, not a number) lets every row through: the bar shows why.
 */
export function matchesFilter(
  value: string | number | null | undefined,
  type: TFilterColumnType,
  filter: TTableFilter,
): boolean {
  if (!filter.value || filterProblem(type, filter.operator, filter.value)) return true;
  if (value === null || value === undefined || value === '') return false;
  const needle = filter.value.toLocaleLowerCase('pt-BR');
  const text = textOf(value, type).toLocaleLowerCase('pt-BR');
  switch (filter.operator) {
    case 'contains':
      return text.includes(needle);
    case 'starts-with':
      return text.startsWith(needle);
    case 'ends-with':
      return text.endsWith(needle);
    case 'matches':
      return new RegExp(filter.value, 'iu').test(textOf(value, type));
    default: {
      if (type === 'text') return true;
      const bound = orderBound(type, filter.operator, filter.value);
      const cell = type === 'number' ? Number(value) : new Date(value).getTime();
      const limit = type === 'number' ? Number(bound) : new Date(bound).getTime();
      return filter.operator === 'greater-than'
        ? type === 'number'
          ? cell > limit
          : cell >= limit
        : cell < limit;
    }
  }
}

/** The query parameters of a filter the API can run, or none (no value, or a value the bar flags). */
export function filterQuery<Id extends string>(
  filter: TTableFilter,
  fields: TFilterField<Id>[],
): { filterField?: Id; filterOp?: TTableFilter['operator']; filterValue?: string } {
  const field = fields.find((item) => item.id === filter.field);
  const value = filter.value.trim();
  if (!field || !value || filterProblem(field.type, filter.operator, value)) return {};
  return { filterField: field.id, filterOp: filter.operator, filterValue: value };
}
