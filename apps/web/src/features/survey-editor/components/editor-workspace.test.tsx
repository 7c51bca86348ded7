import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { findQuestion, type TSurveyJson } from '../model/survey-json';
import { EditorWorkspace } from './editor-workspace';

const SURVEY: TSurveyJson = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'radiogroup', name: 'esp', title: 'Especialidade', choices: ['A'] },
        { type: 'text', name: 'idade', inputType: 'number', title: 'Idade' },
        { type: 'rating', name: 'nota', title: 'Nota', rateMin: 1, rateMax: 5 },
      ],
    },
  ],
};

let latest: TSurveyJson = SURVEY;

function Harness() {
  const [survey, setSurvey] = useState(SURVEY);
  latest = survey;
  return <EditorWorkspace schema={survey} onChange={setSurvey} />;
}

describe('EditorWorkspace', { timeout: 30_000 }, () => {
  it('keeps the focus and every keystroke in the next field after a rename (Tab or click)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Especialidade'));
    const name = screen.getByLabelText('Nome (código da variável)');
    await userEvent.clear(name);
    await userEvent.type(name, 'especialidade');
    await userEvent.tab();
    const title = screen.getByLabelText('Título');
    expect(document.activeElement).toBe(title);
    await userEvent.type(title, ' médica');
    expect(findQuestion(latest, 'especialidade')?.element.title).toBe('Especialidade médica');

    // Renaming again and clicking straight into another field keeps that field too.
    await userEvent.clear(screen.getByLabelText('Nome (código da variável)'));
    await userEvent.type(screen.getByLabelText('Nome (código da variável)'), 'esp2');
    await userEvent.click(screen.getByLabelText('Descrição'));
    await userEvent.type(screen.getByLabelText('Descrição'), 'Escolha uma');
    expect(findQuestion(latest, 'esp2')?.element).toMatchObject({ description: 'Escolha uma' });
    expect(document.activeElement).toBe(screen.getByLabelText('Descrição'));
  });

  it('keeps what is typed in number fields (a minus sign, an emptied field)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Idade'));
    const min = screen.getByLabelText('Valor mínimo');
    await userEvent.type(min, '-5');
    expect((min as HTMLInputElement).value).toBe('-5');
    expect(findQuestion(latest, 'idade')?.element.validators).toEqual([
      expect.objectContaining({ type: 'numeric', minValue: -5 }),
    ]);
    await userEvent.clear(min);
    expect((min as HTMLInputElement).value).toBe('');

    // An emptied rating bound stays empty while typing (it used to turn into 0 under the cursor).
    await userEvent.click(screen.getByText('Nota'));
    const max = screen.getByLabelText('Nota máxima');
    await userEvent.clear(max);
    expect((max as HTMLInputElement).value).toBe('');
    await userEvent.type(max, '10');
    expect((max as HTMLInputElement).value).toBe('10');
    expect(findQuestion(latest, 'nota')?.element.rateMax).toBe(10);
  });
});
