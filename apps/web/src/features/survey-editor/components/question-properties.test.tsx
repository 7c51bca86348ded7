import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { findQuestion, type TSurveyJson } from '../model/survey-json';
import { updateQuestion } from '../model/survey-ops';
import { QuestionProperties } from './question-properties';

const SURVEY: TSurveyJson = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'nome', title: 'Seu nome' },
        { type: 'radiogroup', name: 'esp', title: 'Especialidade', choices: ['A'] },
        { type: 'text', inputType: 'number', name: 'idade', title: 'Idade' },
      ],
    },
  ],
};

let latest: TSurveyJson = SURVEY;

function Harness({ name }: { name: string }) {
  const [survey, setSurvey] = useState(SURVEY);
  latest = survey;
  const found = findQuestion(survey, name);
  if (!found) return null;
  return (
    <QuestionProperties
      survey={survey}
      element={found.element}
      onPatch={(patch) => setSurvey((current) => updateQuestion(current, name, patch))}
      onRename={(next) => (next === 'nome' ? 'Já existe uma pergunta com o nome "nome".' : null)}
    />
  );
}

const question = (name: string) => findQuestion(latest, name)?.element;

describe('QuestionProperties', { timeout: 20_000 }, () => {
  it('edits choices by pasting a list, with Outro and random order', async () => {
    render(<Harness name="esp" />);
    const box = screen.getByLabelText('Opções (uma por linha)');
    await userEvent.clear(box);
    await userEvent.type(box, 'Cardiologia{enter}Pediatria');
    await userEvent.click(screen.getByLabelText("Opção 'Outro'"));
    await userEvent.click(screen.getByLabelText('Ordem aleatória'));
    expect(question('esp')).toMatchObject({
      choices: ['Cardiologia', 'Pediatria'],
      showOtherItem: true,
      choicesOrder: 'random',
    });
  });

  it('sets required with its message', async () => {
    render(<Harness name="esp" />);
    await userEvent.click(screen.getByLabelText('Obrigatória'));
    await userEvent.type(screen.getByLabelText('Mensagem de obrigatoriedade'), 'Responda');
    expect(question('esp')).toMatchObject({ isRequired: true, requiredErrorText: 'Responda' });
  });

  it('sets a number range as validators and input range', async () => {
    render(<Harness name="idade" />);
    await userEvent.type(screen.getByLabelText('Valor mínimo'), '18');
    await userEvent.type(screen.getByLabelText('Valor máximo'), '90');
    expect(question('idade')).toMatchObject({
      min: 18,
      max: 90,
      validators: [{ type: 'numeric', minValue: 18, maxValue: 90 }],
    });
  });

  it('pipes an earlier answer into the title and refuses a taken name', async () => {
    render(<Harness name="idade" />);
    await userEvent.click(screen.getByRole('button', { name: 'Inserir resposta anterior' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '{nome} — Seu nome' }));
    expect(question('idade')?.title).toBe('Idade {nome}');

    const name = screen.getByLabelText('Nome (código da variável)');
    await userEvent.clear(name);
    await userEvent.type(name, 'nome');
    await userEvent.tab();
    expect(await screen.findByText('Já existe uma pergunta com o nome "nome".')).toBeTruthy();
  });

  it('offers only earlier questions to the visibility condition', async () => {
    render(<Harness name="esp" />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    // Nothing is written until a value is given (never `{nome} = ''`).
    expect(question('esp')?.visibleIf ?? '').toBe('');
    fireEvent.mouseDown(
      within(screen.getByLabelText('Pergunta 1').parentElement as HTMLElement).getByRole('combobox'),
    );
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'nome — Seu nome',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByLabelText('Valor 1'), 'Ana');
    expect(question('esp')?.visibleIf).toBe("{nome} = 'Ana'");
  });
});
