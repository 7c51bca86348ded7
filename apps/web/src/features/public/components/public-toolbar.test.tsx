import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuth, renderRoutes } from '@/testing/test-utils';
import { PublicToolbar } from './public-toolbar';

function renderToolbar(entry: string) {
  renderRoutes([{ path: '*', element: <PublicToolbar /> }], entry, buildAuth());
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
});
