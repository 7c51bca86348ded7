import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPage, lazyScreen } from './lazy-page';

type TModule = { default: ComponentType };

function Loaded() {
  return <p>Tela carregada</p>;
}

/** A module loader the test resolves or rejects by hand. */
function deferredLoader() {
  const pending: { resolve: (module: TModule) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<TModule>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

describe('LazyPage', () => {
  it("shows nothing for 300 ms, then 'Carregando...', then 'Ainda carregando...' with a retry after 10 s", async () => {
    vi.useFakeTimers();
    const { load, pending } = deferredLoader();
    render(<LazyPage screen={lazyScreen(load)} />);

    await act(async () => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Carregando...')).toBeNull();

    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(screen.queryByText('Ainda carregando...')).toBeNull();

    await act(async () => vi.advanceTimersByTime(9700));
    expect(screen.getByText('Ainda carregando...')).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(load).toHaveBeenCalledTimes(2);

    await act(async () => pending[1]?.resolve({ default: Loaded }));
    expect(screen.getByText('Tela carregada')).toBeTruthy();
  });

  it("shows 'Ops! Algo deu errado.' on a chunk error, logs it, and 'Tentar Novamente' loads again", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, pending } = deferredLoader();
    render(<LazyPage screen={lazyScreen(load)} />);

    await act(async () => pending[0]?.reject(new Error('Failed to fetch dynamically imported module')));

    expect(screen.getByText('Ops! Algo deu errado.')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(
      'Falha ao carregar a tela',
      expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    await act(async () => pending[1]?.resolve({ default: Loaded }));

    expect(screen.queryByText('Ops! Algo deu errado.')).toBeNull();
    expect(screen.getByText('Tela carregada')).toBeTruthy();
  });
});
