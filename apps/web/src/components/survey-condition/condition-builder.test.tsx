import { conditionQuestionsOf } from '@pesquisemais/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConditionBuilder } from './condition-builder';

const QUESTIONS = conditionQuestionsOf({
  pages: [
    {
      elements: [
        { type: 'boolean', name: 'prescreve', title: 'Prescreve' },
        {
          type: 'radiogroup',
          name: 'especialidade',
          title: 'Especialidade',
          choices: [
            { value: 'cardio', text: 'Cardiologia' },
            { value: 'pedi', text: 'Pediatria' },
          ],
        },
        { type: 'checkbox', name: 'regioes', title: 'Regiões', choices: ['Sul', 'Sudeste', 'Norte'] },
        { type: 'dropdown', name: 'codigo', title: 'Código', choices: [1, 2] },
        { type: 'rating', name: 'nota', title: 'Nota', rateMax: 5 },
        { type: 'text', name: 'idade', title: 'Idade', inputType: 'number' },
        { type: 'text', name: 'nome', title: 'Nome' },
      ],
    },
  ],
});

function Harness({ initial = '' }: { initial?: string }) {
  const [state, setState] = useState({ expression: initial, isComplete: true });
  return (
    <>
      <ConditionBuilder
        label="Mostrar quando"
        questions={QUESTIONS}
        expression={state.expression}
        onChange={(expression, isComplete) => setState({ expression, isComplete })}
      />
      <output aria-label="expressão">{state.expression}</output>
      <output aria-label="completa">{String(state.isComplete)}</output>
    </>
  );
}

const expression = () => screen.getByLabelText('expressão').textContent;
const isComplete = () => screen.getByLabelText('completa').textContent === 'true';
const valueInput = (n = 1) => screen.getByLabelText(`Valor ${n}`) as HTMLInputElement;

function combobox(label: string) {
  return within(screen.getByLabelText(label).parentElement as HTMLElement).getByRole('combobox');
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(combobox(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Adds a clause on `question` and checks nothing is written or shown as picked before a value is. */
async function addClauseOn(question: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar condição' }));
  const n = screen.getAllByLabelText(/^Pergunta \d+$/).length;
  if (question !== 'prescreve — Prescreve') await pick(`Pergunta ${n}`, question);
  expect(isComplete()).toBe(false);
  return n;
}

describe('ConditionBuilder', () => {
  it('boolean: shows no value until one is picked, then writes true/false', { timeout: 20_000 }, async () => {
    render(<Harness />);
    await addClauseOn('prescreve — Prescreve');
    expect(expression()).toBe('');
    expect(combobox('Valor 1').textContent).not.toMatch(/Sim|Não/);
    expect(screen.getByText('Escolha um valor')).toBeTruthy();
    await pick('Valor 1', 'Não');
    expect(expression()).toBe('{prescreve} = false');
    expect(isComplete()).toBe(true);
    await pick('Valor 1', 'Sim');
    expect(expression()).toBe('{prescreve} = true');
  });

  it('single choice: stores the choice value picked by its label', { timeout: 20_000 }, async () => {
    render(<Harness />);
    await addClauseOn('especialidade — Especialidade');
    expect(expression()).toBe('');
    await pick('Valor 1', 'Pediatria');
    expect(expression()).toBe("{especialidade} = 'pedi'");
    await pick('Operador 1', 'é um de');
    expect(expression()).toBe("{especialidade} anyof ['pedi']");
  });

  it('numeric choices are written as numbers', { timeout: 20_000 }, async () => {
    render(<Harness />);
    await addClauseOn('codigo — Código');
    await pick('Valor 1', '2');
    expect(expression()).toBe('{codigo} = 2');
  });

  it('multiple choice: contains one option, or any of several', { timeout: 20_000 }, async () => {
    render(<Harness />);
    await addClauseOn('regioes — Regiões');
    expect(screen.getByLabelText('Operador 1').parentElement?.textContent).toContain('contém');
    await pick('Valor 1', 'Sudeste');
    expect(expression()).toBe("{regioes} contains 'Sudeste'");
    await pick('Operador 1', 'é um de');
    expect(expression()).toBe("{regioes} anyof ['Sudeste']");
    fireEvent.mouseDown(combobox('Valor 1'));
    await userEvent.click(await screen.findByRole('option', { name: 'Norte' }));
    expect(expression()).toBe("{regioes} anyof ['Sudeste', 'Norte']");
  });

  it('rating: picks a number from the scale', { timeout: 20_000 }, async () => {
    render(<Harness />);
    await addClauseOn('nota — Nota');
    await pick('Operador 1', 'é maior ou igual a');
    expect(expression()).toBe('');
    await pick('Valor 1', '4');
    expect(expression()).toBe('{nota} >= 4');
  });

  it('number: writes a number literal only once one is typed', { timeout: 20_000 }, async () => {
    render(<Harness />);
    await addClauseOn('idade — Idade');
    expect(valueInput().value).toBe('');
    await pick('Operador 1', 'é menor que');
    await userEvent.type(valueInput(), '30');
    expect(expression()).toBe('{idade} < 30');
    await userEvent.clear(valueInput());
    expect(expression()).toBe('');
    expect(isComplete()).toBe(false);
  });

  it('text: writes the typed text quoted, and keeps other clauses', { timeout: 20_000 }, async () => {
    render(<Harness initial="{prescreve} = false" />);
    await addClauseOn('nome — Nome');
    expect(expression()).toBe('{prescreve} = false');
    await userEvent.type(valueInput(2), 'Ana');
    expect(expression()).toBe("{prescreve} = false and {nome} = 'Ana'");
    await userEvent.click(screen.getByRole('button', { name: 'Remover condição 1' }));
    expect(expression()).toBe("{nome} = 'Ana'");
  });

  it('reads an existing expression back into the form, labels included', () => {
    render(<Harness initial="{prescreve} = false and {idade} < 30" />);
    expect(combobox('Valor 1').textContent).toBe('Não');
    expect(valueInput(2).value).toBe('30');
  });

  it('a stored empty value shows as not picked', () => {
    render(<Harness initial="{prescreve} = ''" />);
    expect(combobox('Valor 1').textContent).not.toMatch(/Sim|Não/);
    expect(screen.getByText('Escolha um valor')).toBeTruthy();
  });

  it('shows an expression it cannot read as text', () => {
    render(<Harness initial="({idade} > 1 or {idade} < 0) and {x} = 1" />);
    expect((screen.getByLabelText('Expressão SurveyJS') as HTMLInputElement).value).toContain('{x} = 1');
  });
});
