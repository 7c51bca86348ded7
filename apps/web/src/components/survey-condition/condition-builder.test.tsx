import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConditionBuilder } from './condition-builder';
import type { TConditionQuestion } from './condition-clause-row';

const QUESTIONS: TConditionQuestion[] = [
  {
    name: 'especialidade',
    label: 'especialidade — Especialidade',
    valueKind: 'text',
    choices: ['cardiologia', 'pediatria'],
  },
  { name: 'idade', label: 'idade — Idade', valueKind: 'number' },
];

function Harness({ initial = '' }: { initial?: string }) {
  const [expression, setExpression] = useState(initial);
  return (
    <>
      <ConditionBuilder
        label="Mostrar quando"
        questions={QUESTIONS}
        expression={expression}
        onChange={setExpression}
      />
      <output aria-label="expressão">{expression}</output>
    </>
  );
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(
    within(screen.getByLabelText(label).parentElement as HTMLElement).getByRole('combobox'),
  );
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ConditionBuilder', () => {
  it('writes an expression from question, operator and value', { timeout: 20_000 }, async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    expect(screen.getByLabelText('expressão').textContent).toBe("{especialidade} = ''");
    await pick('Valor 1', 'pediatria');
    expect(screen.getByLabelText('expressão').textContent).toBe("{especialidade} = 'pediatria'");

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    await pick('Pergunta 2', 'idade — Idade');
    await pick('Operador 2', 'é maior ou igual a');
    await userEvent.clear(screen.getByLabelText('Valor 2'));
    await userEvent.type(screen.getByLabelText('Valor 2'), '18');
    expect(screen.getByLabelText('expressão').textContent).toBe(
      "{especialidade} = 'pediatria' and {idade} >= 18",
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remover condição 1' }));
    expect(screen.getByLabelText('expressão').textContent).toBe('{idade} >= 18');
  });

  it('reads an existing expression back into the form', () => {
    render(<Harness initial="{idade} < 30" />);
    expect((screen.getByLabelText('Valor 1') as HTMLInputElement).value).toBe('30');
  });

  it('shows an expression it cannot read as text', () => {
    render(<Harness initial="({idade} > 1 or {idade} < 0) and {x} = 1" />);
    expect((screen.getByLabelText('Expressão SurveyJS') as HTMLInputElement).value).toContain('{x} = 1');
  });
});
