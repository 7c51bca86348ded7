import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import { linkHref, RichTextEditor } from './rich-text-editor';

describe('rich-text editor', () => {
  beforeAll(() => {
    // jsdom lays nothing out: ProseMirror scrolls the selection into view with the rects of a Range.
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects ??= noRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  it('turns what was typed as a link into a web or e-mail address, and refuses other schemes', () => {
    expect(linkHref('pesquisemais.com.br/estudos')).toBe('https://pesquisemais.com.br/estudos');
    expect(linkHref(' https://exemplo.com.br ')).toBe('https://exemplo.com.br/');
    expect(linkHref('campo@pesquisemais.com.br')).toBe('mailto:campo@pesquisemais.com.br');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,oi')).toBeNull();
    expect(linkHref('   ')).toBeNull();
  });

  it('offers the formatting toolbar and writes links into the HTML it hands back', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <RichTextEditor label="Descrição" value="<p>Texto</p>" onChange={onChange} />
      </TestProviders>,
    );
    for (const name of [
      'Negrito',
      'Itálico',
      'Sublinhado',
      'Tachado',
      'Título',
      'Lista',
      'Lista numerada',
      'Citação',
      'Inserir link',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inserir link' }));
    const address = await screen.findByLabelText('Endereço do link');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inserir' }));
    expect(screen.getByText('Informe um endereço web (https://...) ou de e-mail.')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'pesquisemais.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inserir' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('href="https://pesquisemais.com.br/"'),
      ),
    );
  }, 30_000);
});
