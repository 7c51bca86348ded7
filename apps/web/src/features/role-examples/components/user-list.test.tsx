import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedUrls, typeTableFilter } from '@/testing/filter-bar';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { UserList } from './user-list';

const ANA = {
  uuid: 'u1',
  displayName: 'Ana Admin',
  email: 'ana@exemplo.com.br',
  role: 'admin',
  createdAt: '2026-11-01T12:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UserList', () => {
  it('sends the filter bar to /api/users and starts again on page 1', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ items: [ANA], total: 25, page: 1, pageSize: 10 }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', element: <UserList /> }], '/', buildAuth(buildUser({ role: 'admin' })));
    expect(await screen.findByText('Ana Admin')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/users').at(-1)).toBe('/api/users?page=2&pageSize=10'),
    );
    await typeTableFilter(document.body, { column: 'E-mail', operator: 'Termina com', value: '.br' });
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/users').at(-1)).toBe(
        '/api/users?page=1&pageSize=10&filterField=email&filterOp=ends-with&filterValue=.br',
      ),
    );
  });
});
