import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SurveyRunner from './survey-runner';
import type { TRunnerFiles } from './survey-runner-types';

// jsdom has no ResizeObserver; survey-react-ui's scroll container observes its size.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('file hooks: files inlined in the questionnaire', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });

  it("shows a file question's data: value without fetching it (the CSP refuses a data: fetch)", async () => {
    const files: TRunnerFiles = {
      maxBytes: 1024,
      upload: vi.fn(),
      download: vi.fn(async () => new Blob(['x'])),
      clear: vi.fn(async () => undefined),
    };
    const json = {
      pages: [
        {
          name: 'p1',
          elements: [
            {
              type: 'file',
              name: 'receita',
              title: 'Receita',
            },
          ],
        },
      ],
    };
    // A resumed response keeps the questionnaire's default file as it came (a data: URL).
    const answers = { receita: [{ name: 'modelo.png', type: 'image/png', content: PIXEL }] };
    render(<SurveyRunner json={json} answers={answers} files={files} />);
    const preview = (await screen.findByRole('img', {
      name: 'Pré-visualização de modelo.png',
    })) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe(PIXEL);
    expect(files.download).not.toHaveBeenCalled();
  });
});
