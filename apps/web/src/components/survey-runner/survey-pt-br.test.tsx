import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SurveyRunner from './survey-runner';

// jsdom has no ResizeObserver; survey-react-ui's scroll container observes its size.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const SCHEMA = {
  pages: [
    {
      name: 'p1',
      elements: [
        {
          type: 'matrix',
          name: 'avaliacao',
          title: 'Avalie',
          columns: [{ value: 'bom', text: 'Bom' }],
          rows: [{ value: 'atendimento', text: 'Atendimento' }],
        },
        {
          type: 'file',
          name: 'foto',
          title: 'Foto',
          defaultValue: [{ name: 'receita.png', type: 'image/png', content: PIXEL }],
        },
      ],
    },
  ],
};

describe('SurveyRunner: names in pt-BR', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });

  it("names the final button, a matrix cell and a file's preview in Brazilian Portuguese", async () => {
    render(<SurveyRunner json={SCHEMA} answers={{}} />);
    expect(await screen.findByRole('button', { name: 'Enviar respostas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Completar' })).toBeNull();
    // survey-core names a cell '<row> <row title>, <column> <column title>'; it shipped 'remar' for the row.
    expect(screen.getByRole('radio', { name: 'linha Atendimento, coluna Bom' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Pré-visualização de receita.png' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'File preview' })).toBeNull();
  });
});
