import { TABLE_FILTER_MESSAGES } from '@pesquisemais/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import { DataTable, type TDataTableColumn } from './data-table';
import { useServerFilter } from './use-server-filter';

type TRow = { id: string; name: string; completes: number; updatedAt: string };

const ROWS: TRow[] = [
  { id: '1', name: 'Cardiologia Sudeste', completes: 12, updatedAt: '2026-01-10T15:00:00.000Z' },
  { id: '2', name: 'Oncologia Norte', completes: 3, updatedAt: '2026-01-11T15:00:00.000Z' },
  { id: '3', name: 'cardio (100%) sul', completes: 40, updatedAt: '2026-01-12T02:30:00.000Z' },
];

const COLUMNS: TDataTableColumn<TRow>[] = [
  { id: 'name', header: 'Campanha', cell: (row) => row.name, value: (row) => row.name, isFilterable: true },
  {
    id: 'completes',
    header: 'Completas',
    cell: (row) => row.completes,
    value: (row) => row.completes,
    type: 'number',
    align: 'right',
    isFilterable: true,
    isSortable: true,
  },
  {
    id: 'updatedAt',
    header: 'Atualizado em',
    cell: (row) => row.updatedAt.slice(0, 10),
    value: (row) => row.updatedAt,
    type: 'date',
    isFilterable: true,
  },
];

function renderTable(extra: Partial<Parameters<typeof DataTable<TRow>>[0]> = {}) {
  return render(
    <TestProviders>
      <DataTable
        ariaLabel="Campanhas"
        columns={COLUMNS}
        rows={ROWS}
        getRowId={(row) => row.id}
        filter="client"
        emptyText="Nenhuma campanha."
        {...extra}
      />
    </TestProviders>,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Campanhas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(
    within(screen.getByLabelText(label).parentElement as HTMLElement).getByRole('combobox'),
  );
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function filterBy(column: string, operator: string, value: string) {
  await choose('Coluna', column);
  await choose('Operador', operator);
  const input = screen.getByPlaceholderText('Filtrar');
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value.replace(/[[{]/g, '$&$&'));
}

/** The filter's query parameters, one entry per render of `ServerTable`. */
const sent: unknown[] = [];

function ServerTable() {
  const [page, setPage] = useState(2);
  const { filter, query } = useServerFilter(
    [
      { id: 'name', label: 'Campanha', type: 'text' },
      { id: 'completes', label: 'Completas', type: 'number' },
    ],
    () => setPage(0),
  );
  sent.push(query);
  return (
    <DataTable
      ariaLabel="Campanhas"
      columns={COLUMNS}
      rows={query.filterValue ? [] : ROWS}
      getRowId={(row) => row.id}
      filter={filter}
      paging={{ total: 57, page, pageSize: 20, onPageChange: setPage }}
    />
  );
}

describe('DataTable', { timeout: 20_000 }, () => {
  it("has a filter field with the placeholder 'Filtrar' and 'Contém' as the default operator", () => {
    renderTable();
    const input = screen.getByPlaceholderText('Filtrar');
    expect(input.getAttribute('placeholder')).toBe(TABLE_FILTER_MESSAGES.placeholder);
    expect(screen.getByText('Contém')).toBeTruthy();
    expect(names()).toEqual(['Cardiologia Sudeste', 'Oncologia Norte', 'cardio (100%) sul']);
  });

  it('contains, case-insensitive, with % taken literally', async () => {
    renderTable();
    await userEvent.type(screen.getByPlaceholderText('Filtrar'), 'CARDIO');
    expect(names()).toEqual(['Cardiologia Sudeste', 'cardio (100%) sul']);
    await userEvent.clear(screen.getByPlaceholderText('Filtrar'));
    await userEvent.type(screen.getByPlaceholderText('Filtrar'), '100%');
    expect(names()).toEqual(['cardio (100%) sul']);
  });

  it('starts-with and ends-with, case-insensitive', async () => {
    renderTable();
    await filterBy('Campanha', 'Começa com', 'onco');
    expect(names()).toEqual(['Oncologia Norte']);
    await filterBy('Campanha', 'Termina com', 'SUL');
    expect(names()).toEqual(['cardio (100%) sul']);
    await filterBy('Campanha', 'Começa com', 'sul');
    expect(names()).toEqual(['No results..']);
  });

  it('matches a case-insensitive regular expression and flags an invalid or unsafe one', async () => {
    renderTable();
    await filterBy('Campanha', 'Corresponde a', '^card.*(sudeste|norte)$');
    expect(names()).toEqual(['Cardiologia Sudeste']);
    await filterBy('Campanha', 'Corresponde a', '(card');
    expect(screen.getByText(TABLE_FILTER_MESSAGES.invalidPattern)).toBeTruthy();
    expect(names()).toHaveLength(3);
    await filterBy('Campanha', 'Corresponde a', '(a+)+$');
    expect(screen.getByText(TABLE_FILTER_MESSAGES.unsafePattern)).toBeTruthy();
  });

  it('greater-than and less-than compare numbers', async () => {
    renderTable();
    await filterBy('Completas', 'Maior que', '12');
    expect(names()).toEqual(['cardio (100%) sul']);
    await filterBy('Completas', 'Menor que', '12,5');
    expect(names()).toEqual(['Cardiologia Sudeste', 'Oncologia Norte']);
    await filterBy('Completas', 'Menor que', 'doze');
    expect(screen.getByText(TABLE_FILTER_MESSAGES.number)).toBeTruthy();
  });

  it('greater-than and less-than compare São Paulo days on dates', async () => {
    renderTable();
    // 2026-01-12T02:30Z is still the 11th in São Paulo.
    await filterBy('Atualizado em', 'Maior que', '10/01/2026');
    expect(names()).toEqual(['Oncologia Norte', 'cardio (100%) sul']);
    await filterBy('Atualizado em', 'Menor que', '2026-01-11');
    expect(names()).toEqual(['Cardiologia Sudeste']);
    await filterBy('Atualizado em', 'Contém', '11/01/2026');
    expect(names()).toEqual(['Oncologia Norte', 'cardio (100%) sul']);
  });

  it('offers greater/less only on number and date columns', async () => {
    renderTable();
    fireEvent.mouseDown(
      within(screen.getByLabelText('Operador').parentElement as HTMLElement).getByRole('combobox'),
    );
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Contém', 'Começa com', 'Termina com', 'Corresponde a']);
  });

  it('sorts a sortable column both ways', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Completas' }));
    expect(names()).toEqual(['Oncologia Norte', 'Cardiologia Sudeste', 'cardio (100%) sul']);
    await userEvent.click(screen.getByRole('button', { name: 'Completas' }));
    expect(names()).toEqual(['cardio (100%) sul', 'Cardiologia Sudeste', 'Oncologia Norte']);
  });

  it('pages rows in the browser, shows the empty text, loading and row actions', async () => {
    const onOpen = vi.fn();
    const view = renderTable({
      pageSize: 2,
      rowActions: (row) => (
        <button type="button" onClick={() => onOpen(row.id)}>{`Abrir ${row.name}`}</button>
      ),
    });
    expect(names()).toEqual(['Cardiologia Sudeste', 'Oncologia Norte']);
    expect(screen.getByText('1–2 de 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(names()).toEqual(['cardio (100%) sul']);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir cardio (100%) sul' }));
    expect(onOpen).toHaveBeenCalledWith('3');
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeTruthy();
    view.unmount();

    renderTable({ rows: [] });
    expect(screen.getByText('Nenhuma campanha.')).toBeTruthy();
    expect(screen.queryByText('No results..')).toBeNull();
  });

  it('shows loading before the first rows', () => {
    renderTable({ rows: undefined, isLoading: true });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('hands a server filter to the page, sending only values that can run', async () => {
    sent.length = 0;
    render(
      <TestProviders>
        <ServerTable />
      </TestProviders>,
    );
    expect(screen.getByText('41–57 de 57')).toBeTruthy();
    await filterBy('Completas', 'Maior que', 'x');
    expect(sent.at(-1)).toEqual({});
    await filterBy('Completas', 'Maior que', '10');
    expect(sent.at(-1)).toEqual({ filterField: 'completes', filterOp: 'greater-than', filterValue: '10' });
    expect(screen.getByText('1–20 de 57')).toBeTruthy();
    expect(screen.getByText('No results..')).toBeTruthy();
  });
});
