import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TSurveyJson } from '../model/survey-json';
import { SurveySettings } from './survey-settings';

const SURVEY: TSurveyJson = {
  title: 'Visita',
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'radiogroup', name: 'situacao', title: 'Situação', choices: ['ativo', 'aposentado'] },
      ],
    },
  ],
  triggers: [{ type: 'complete', expression: "{situacao} = 'ativo'" }],
};

function Harness({ onSurvey }: { onSurvey: (survey: TSurveyJson) => void }) {
  const [survey, setSurvey] = useState(SURVEY);
  return (
    <SurveySettings
      survey={survey}
      onChange={(next) => {
        setSurvey(next);
        onSurvey(next);
      }}
    />
  );
}

describe('early endings in the editor', () => {
  it('reads an existing trigger as a screen-out and lets the author end another one as complete', async () => {
    let latest = SURVEY;
    render(<Harness onSurvey={(survey) => (latest = survey)} />);
    expect(screen.getByRole('combobox', { name: 'Encerramento 1: terminar como' }).textContent).toBe(
      'Filtrada (screen-out)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar encerramento' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Encerramento 2: terminar como' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Completa' }));
    const second = screen.getByRole('group', { name: 'Encerramento 2: encerrar quando' });
    await userEvent.click(within(second).getByRole('button', { name: 'Editar como texto' }));
    const text = within(second).getByRole('textbox', { name: 'Expressão SurveyJS' });
    await userEvent.click(text);
    await userEvent.paste("{situacao} = 'aposentado'");

    expect(latest.triggers).toEqual([
      { type: 'complete', expression: "{situacao} = 'ativo'" },
      { type: 'complete', expression: "{situacao} = 'aposentado'", endAs: 'complete' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remover encerramento 1' }));
    expect(latest.triggers).toEqual([
      { type: 'complete', expression: "{situacao} = 'aposentado'", endAs: 'complete' },
    ]);
  }, 20_000);
});
