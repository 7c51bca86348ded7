import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import { CardDescription } from './card-description';

describe('card description as read', () => {
  it('shows the formatting and links, never scripts or event attributes', () => {
    const { container } = render(
      <TestProviders>
        <CardDescription
          html={
            '<h3>Campo</h3><p><strong>Prazo</strong> e <u>cotas</u>: <a href="https://pesquisemais.com.br" target="_blank" rel="noopener noreferrer nofollow">instruções</a></p><ul><li>SP</li></ul><img src="x" onerror="alert(1)"><script>alert(1)</script>'
          }
        />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Campo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'instruções' }).getAttribute('href')).toBe(
      'https://pesquisemais.com.br',
    );
    expect(screen.getByRole('listitem').textContent).toBe('SP');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('says when there is none', () => {
    render(
      <TestProviders>
        <CardDescription html="" />
      </TestProviders>,
    );
    expect(screen.getByText('Sem descrição.')).toBeTruthy();
  });
});
