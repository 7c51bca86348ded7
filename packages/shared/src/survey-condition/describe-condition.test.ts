import { describe, expect, it } from 'vitest';
import { conditionValueProblems } from './check-condition';
import { conditionQuestionsOf } from './condition-questions';
import { describeCondition } from './describe-condition';

const SURVEY = {
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
            { value: 'clinica', text: 'Clínica geral' },
          ],
          showOtherItem: true,
        },
        {
          type: 'panel',
          name: 'perfil',
          elements: [
            { type: 'checkbox', name: 'regioes', title: 'Regiões', choices: ['Sul', 'Sudeste'] },
            { type: 'rating', name: 'nota', title: 'Nota', rateMax: 3 },
          ],
        },
        { type: 'text', name: 'idade', title: 'Idade', inputType: 'number' },
        { type: 'text', name: 'nome' },
        { type: 'html', name: 'aviso' },
        { type: 'dropdown', name: 'codigo', title: 'Código', choices: [1, 2] },
      ],
    },
  ],
};
const QUESTIONS = conditionQuestionsOf(SURVEY);

describe('conditionQuestionsOf', () => {
  it('lists questions (panels included, blocks left out) with their kinds and options', () => {
    expect(QUESTIONS.map((q) => [q.name, q.kind])).toEqual([
      ['prescreve', 'boolean'],
      ['especialidade', 'choice'],
      ['regioes', 'multichoice'],
      ['nota', 'rating'],
      ['idade', 'number'],
      ['nome', 'text'],
      ['codigo', 'choice'],
    ]);
    expect(QUESTIONS[0]?.options).toEqual([
      { value: true, label: 'Sim' },
      { value: false, label: 'Não' },
    ]);
    expect(QUESTIONS[1]?.options.map((o) => o.label)).toEqual(['Cardiologia', 'Clínica geral', 'Outro']);
    expect(QUESTIONS[3]?.options.map((o) => o.value)).toEqual([1, 2, 3]);
    expect(QUESTIONS[6]?.options.map((o) => o.value)).toEqual([1, 2]);
  });

  it('stops before `until`', () => {
    expect(conditionQuestionsOf(SURVEY, 'regioes').map((q) => q.name)).toEqual([
      'prescreve',
      'especialidade',
    ]);
  });
});

describe('describeCondition', () => {
  it('uses titles and option labels, never the raw syntax', () => {
    expect(describeCondition('{prescreve} = true', QUESTIONS)).toBe('Prescreve = Sim');
    expect(describeCondition('{prescreve} = false', QUESTIONS)).toBe('Prescreve = Não');
    expect(describeCondition("{especialidade} = 'cardio' and {idade} >= 18", QUESTIONS)).toBe(
      'Especialidade = Cardiologia e Idade ≥ 18',
    );
    expect(describeCondition("{regioes} anyof ['Sul', 'Sudeste'] or {nota} <> 2", QUESTIONS)).toBe(
      'Regiões é um de Sul, Sudeste ou Nota ≠ 2',
    );
    expect(describeCondition("{nome} = 'Ana'", QUESTIONS)).toBe('nome = “Ana”');
    expect(describeCondition('{codigo} = 2 and {nome} notempty', QUESTIONS)).toBe(
      'Código = 2 e nome respondida',
    );
    expect(describeCondition('', QUESTIONS)).toBe('');
    expect(describeCondition("{prescreve} = ''", QUESTIONS)).toBe('Prescreve = (vazio)');
  });

  it('puts in words the comparisons of an expression the builder cannot read', () => {
    expect(describeCondition('({prescreve} = true or {idade} > 1) and {nota} = 1', QUESTIONS)).toBe(
      '(Prescreve = Sim ou Idade > 1) e Nota = 1',
    );
  });
});

describe('conditionValueProblems', () => {
  it('accepts values the questions can take', () => {
    for (const expression of [
      '{prescreve} = false',
      "{prescreve} = 'true'",
      "{especialidade} = 'other'",
      "{regioes} contains 'Sul'",
      "{regioes} allof ['Sul', 'Sudeste']",
      '{nota} >= 2',
      '{idade} < 30',
      "{nome} contains 'a'",
      "{codigo} = '1'",
      '{desconhecida} = 1',
      '{prescreve} empty',
    ]) {
      expect(conditionValueProblems(expression, QUESTIONS), expression).toEqual([]);
    }
  });

  it('names the question by its title when the value cannot be taken', () => {
    expect(conditionValueProblems("{prescreve} = ''", QUESTIONS)).toEqual([
      'A condição compara a pergunta "Prescreve" com um valor que ela não aceita (\'\'). Valores possíveis: Sim, Não.',
    ]);
    expect(conditionValueProblems("{especialidade} = 'pediatria'", QUESTIONS)[0]).toContain(
      '"Especialidade"',
    );
    expect(conditionValueProblems("{regioes} anyof ['Sul', 'Norte']", QUESTIONS)[0]).toContain("('Norte')");
    expect(conditionValueProblems('{nota} = 9', QUESTIONS)[0]).toContain('"Nota"');
    expect(conditionValueProblems("{idade} > 'muitos'", QUESTIONS)[0]).toContain('Use um número.');
    expect(conditionValueProblems('{nome} = true', QUESTIONS)).toHaveLength(1);
    expect(conditionValueProblems('{codigo} = 3', QUESTIONS)).toHaveLength(1);
  });

  it('checks the simple comparisons of an expression the builder cannot read', () => {
    expect(
      conditionValueProblems("({prescreve} = '' or {idade} > 1) and {especialidade} = 'x'", QUESTIONS),
    ).toHaveLength(2);
  });
});
