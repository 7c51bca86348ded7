import type { TTarget } from '@pesquisemais/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TargetProgress } from './target-progress';

const TARGET: TTarget = {
  id: 't1',
  campaignId: 'c1',
  name: 'Prescritores',
  condition: '{prescreve} = true',
  conditionText: 'Prescreve = Sim',
  conditionProblem: null,
  goal: 4,
  completes: 1,
  isFull: false,
};

describe('TargetProgress', () => {
  it('shows the condition in words, never the expression', () => {
    const { container } = render(<TargetProgress target={TARGET} />);
    expect(screen.getByText('Condição: Prescreve = Sim')).toBeTruthy();
    expect(container.textContent).not.toContain('{prescreve}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the saved condition counts wrong', () => {
    const problem = 'A condição compara a pergunta "Prescreve" com um valor que ela não aceita (\'\').';
    render(
      <TargetProgress
        target={{ ...TARGET, conditionText: 'Prescreve = (vazio)', conditionProblem: problem }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('"Prescreve"');
  });
});
