import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SurveyRunner from './survey-runner';

/** today() as survey-core writes it: the local calendar day. */
function localToday() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const VISIT_SCHEMA = {
  pages: [
    {
      name: 'visita',
      elements: [
        {
          type: 'text',
          name: 'data_visita',
          title: 'Data da visita',
          inputType: 'date',
          defaultValueExpression: 'today()',
        },
        { type: 'text', name: 'local', title: 'Local', defaultValue: 'Consultório' },
        { type: 'text', name: 'medico', title: 'Médico' },
      ],
    },
  ],
};

const input = (title: string) => screen.getByRole('textbox', { name: title }) as HTMLInputElement;
const dateInput = () => document.querySelector('input[type="date"]') as HTMLInputElement;

// jsdom has no ResizeObserver; survey-react-ui's scroll container observes its size.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('SurveyRunner: default values', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });

  it('keeps defaultValue and defaultValueExpression on a new response (nothing saved yet)', async () => {
    const onComplete = vi.fn();
    render(<SurveyRunner json={VISIT_SCHEMA} answers={{}} onComplete={onComplete} />);
    await waitFor(() => expect(dateInput().value).toBe(localToday()));
    expect(input('Local').value).toBe('Consultório');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(onComplete).toHaveBeenCalledWith({
      answers: { data_visita: localToday(), local: 'Consultório' },
      pageNo: 0,
    });
  });

  it('shows the saved answers when a response is resumed, over the defaults', async () => {
    render(
      <SurveyRunner
        json={VISIT_SCHEMA}
        answers={{ data_visita: '2026-01-05', local: 'Hospital', medico: 'Dra. Ana' }}
      />,
    );
    await waitFor(() => expect(dateInput().value).toBe('2026-01-05'));
    expect(input('Local').value).toBe('Hospital');
    expect(input('Médico').value).toBe('Dra. Ana');
  });
});
