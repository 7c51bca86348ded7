import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { MailBodyEditor } from './mail-body-editor';

// jsdom lays nothing out: ProseMirror's scroll-into-view asks a Range for rectangles jsdom does not have.
beforeAll(() => {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

function renderEditor(onChange: (html: string) => void) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <MailBodyEditor
            label="Corpo do e-mail"
            value=""
            onChange={onChange}
            fields={['nome', 'link', 'campanha', 'prazo', 'descadastro', 'especialidade']}
          />
        ),
      },
    ],
    '/',
  );
}

describe('the e-mail body editor', () => {
  it('inserts the merge field picked from the menu at the cursor, built-in or panel attribute', async () => {
    const onChange = vi.fn();
    renderEditor(onChange);
    const body = await screen.findByRole('textbox', { name: 'Corpo do e-mail' });
    await userEvent.click(body);
    await userEvent.click(screen.getByRole('button', { name: 'Inserir campo' }));
    // Each field says what it becomes; a panel attribute says it is one.
    expect(screen.getByRole('menuitem', { name: /link de descadastro/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: /\{\{nome\}\}/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>{{nome}}</p>'));
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Inserir campo' }));
    await userEvent.click(
      screen.getByRole('menuitem', { name: /\{\{especialidade\}\}\s*atributo do painel/ }),
    );
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>{{nome}}{{especialidade}}</p>'));
  }, 30_000);

  it("links to the survey with the {{link}} field the server fills with each respondent's own link", async () => {
    const onChange = vi.fn();
    renderEditor(onChange);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Corpo do e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inserir link da pesquisa' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toMatch(/<a [^>]*href="\{\{link\}\}"[^>]*>Responder à pesquisa<\/a>/);
  }, 30_000);
});
