import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(
    within(within(scope).getByLabelText(label).parentElement as HTMLElement).getByRole('combobox'),
  );
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a filter in the DataTable filter bar inside `scope`: column (when offered), operator and value. */
export async function typeTableFilter(
  scope: HTMLElement,
  { column, operator, value }: { column?: string; operator?: string; value: string },
) {
  if (column) await choose(scope, 'Coluna', column);
  if (operator) await choose(scope, 'Operador', operator);
  const input = within(scope).getByPlaceholderText('Filtrar');
  await userEvent.clear(input);
  await userEvent.type(input, value.replace(/[[{]/g, '$&$&'));
}

/** The URLs a stubbed fetch was called with that start with `prefix`. */
export function requestedUrls(fetchMock: { mock: { calls: unknown[][] } }, prefix: string): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(prefix));
}
