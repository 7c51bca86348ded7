import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuth, buildUser, renderRoutes } from '@/testing/test-utils';
import { PublicToolbar } from './public-toolbar';

function renderToolbar(entry: string, auth = buildAuth()) {
  renderRoutes([{ path: '*', element: <PublicToolbar /> }], entry, auth);
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('public toolbar menu', () => {
  it('shows the default menu and the LOGIN link', () => {
    expect(renderToolbar('/home')).toEqual([
      ['HOME', '/home'],
      ['Features', '/pages/features'],
      ['Perguntas Frequentes', '/pages/faq'],
      ['Entrar', '/settings'],
    ]);
    expect(screen.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Pesquise(+)')).toBeTruthy();
    expect(screen.getByText('alpha')).toBeTruthy();
  });

  it('switches to the app menu when the app parameter is present, keeping it on the links', () => {
    expect(renderToolbar('/home?app=health')).toEqual([
      ['HOME', '/home?app=health'],
      ['Participe', '/pages/features?app=health'],
      ['Como Funciona', '/pages/faq?app=health'],
    ]);
  });

  it('treats an empty app parameter as present', () => {
    expect(renderToolbar('/pages/faq?app').map(([title]) => title)).toEqual([
      'HOME',
      'Participe',
      'Como Funciona',
    ]);
  });

  it('shows a signed-in user its name and a link to its start page instead of LOGIN', () => {
    const staff = buildUser({ role: 'staff', startpage: '/apps/dashboards/livecampaigns' });
    const items = renderToolbar('/home', buildAuth(staff));
    expect(items.map(([title]) => title)).toContain('Entrar');
    expect(screen.queryByRole('link', { name: 'LOGIN' })).toBeNull();
    const app = screen.getByRole('link', { name: 'Abrir o aplicativo (Maria staff)' });
    expect(app.getAttribute('href')).toBe('/apps/dashboards/livecampaigns');
    expect(app.textContent).toContain('Maria staff');
  });

  it("hides 'Entrar' (/settings) from a role that cannot open /settings, and shows it to admins", () => {
    const interview = renderToolbar('/home', buildAuth(buildUser({ role: 'interview' })));
    expect(interview.map(([title]) => title)).not.toContain('Entrar');
    // Without a stored menu the role's own start page is used.
    expect(screen.getByRole('link', { name: /Abrir o aplicativo/ }).getAttribute('href')).toBe(
      '/apps/surveyplayer',
    );
  });

  it("keeps 'Entrar' for admins, who may open /settings", () => {
    const admin = renderToolbar('/home', buildAuth(buildUser({ role: 'admin' })));
    expect(admin).toContainEqual(['Entrar', '/settings']);
  });
});
