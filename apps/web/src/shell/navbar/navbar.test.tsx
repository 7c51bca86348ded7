import { NAV_HOVER_DEBOUNCE_MS } from '@pesquisemais/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser } from '@/testing/test-utils';
import { renderShell } from '../shell-test-utils';
import { Navbar } from './navbar';

afterEach(() => vi.useRealTimers());

function foldedAdmin() {
  const admin = buildUser({ role: 'admin' });
  admin.data.settings = { layout: { config: { navbar: { folded: true } } } };
  return buildAuth(admin);
}

describe('Navbar', { timeout: 20_000 }, () => {
  it('opens a folded navbar only after the hover debounce and closes it on leave', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell(<Navbar side="left" isMobile={false} />, { auth: foldedAdmin() });
    const navbar = screen.getByTestId('navbar');
    expect(navbar.getAttribute('data-open')).toBe('false');

    fireEvent.mouseEnter(navbar);
    act(() => vi.advanceTimersByTime(NAV_HOVER_DEBOUNCE_MS - 10));
    expect(navbar.getAttribute('data-open')).toBe('false');
    act(() => vi.advanceTimersByTime(20));
    expect(navbar.getAttribute('data-open')).toBe('true');

    fireEvent.mouseLeave(navbar);
    expect(navbar.getAttribute('data-open')).toBe('false');
  });

  it('hides what the role may not open and opens the collapse holding the current page', () => {
    renderShell(<Navbar side="left" isMobile={false} />, {
      auth: buildAuth(buildUser({ role: 'staff' })),
      path: '/ui/page-layouts/carded/left-sidebar',
    });
    expect(screen.queryByText('Exemplo: papel admin')).toBeNull();
    expect(screen.getByText('Exemplo: papel staff')).toBeTruthy();
    expect(screen.getByText('Carded: Barra à esquerda')).toBeTruthy();
    expect(screen.queryByText('Simple: Barra à esquerda')).toBeNull();
  });
});
