import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicFooter } from './public-footer';

describe('public footer', () => {
  it('writes its headings and policy links with their accents', () => {
    render(
      <MemoryRouter>
        <PublicFooter />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Conteúdo do Site' })).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Política de Privacidade')).toBe('/policy/privacy');
    expect(href('Termos de Uso')).toBe('/policy/terms-of-service');
    expect(href('Política de Cookies')).toBe('/policy/cookies');
  });
});
