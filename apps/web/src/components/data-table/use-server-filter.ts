import type { TTableFilter } from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import type { TServerFilter } from './data-table';
import { filterQuery, type TFilterField } from './table-filter';

/**
 * The filter of a server-paged table: the bar's state and the query parameters the API gets, sent only
 * once the value can run (a pattern the bar flags is not sent). `onChange` lets the page go back to page 1.
 */
export function useServerFilter<Id extends string>(fields: TFilterField<Id>[], onChange?: () => void) {
  const [value, setValue] = useState<TTableFilter>({
    field: fields[0]?.id ?? '',
    operator: 'contains',
    value: '',
  });
  const deferred = useDeferredValue(value);
  const filter: TServerFilter = {
    fields,
    value,
    onChange: (next) => {
      setValue(next);
      onChange?.();
    },
  };
  return { filter, query: filterQuery(deferred, fields) };
}
