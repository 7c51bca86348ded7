import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import { HourTable } from './hour-chart';

const at = (iso: string) => new Date(iso).getTime();

describe('HourTable: the completes-per-hour chart as a table', () => {
  it('opens on request and lists only the hours that had completes, in pt-BR', () => {
    render(
      <TestProviders>
        <HourTable
          data={[
            [at('2026-11-23T13:00:00'), 0],
            [at('2026-11-23T14:00:00'), 1234],
            [at('2026-11-23T15:00:00'), 7],
          ]}
        />
      </TestProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Mostrar como tabela' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Ocultar tabela' })).toBe(toggle);
    const table = screen.getByRole('table', { name: 'Completas por hora' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['23/11, 14:001.234', '23/11, 15:007']);
  });

  it('says so when the period had none', () => {
    render(
      <TestProviders>
        <HourTable data={[[at('2026-11-23T13:00:00'), 0]]} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar como tabela' }));
    expect(screen.getByText('Sem respostas no período')).toBeTruthy();
  });
});
