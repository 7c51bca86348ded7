import { describe, expect, it } from 'vitest';
import { conditionToExpression, expressionToCondition, type TCondition } from './condition-expression';

const roundTrip = (condition: TCondition) => expressionToCondition(conditionToExpression(condition));

describe('condition builder ⇄ SurveyJS expression', () => {
  it('writes a text equality with quotes', () => {
    const condition: TCondition = {
      join: 'and',
      clauses: [{ question: 'especialidade', operator: 'equal', value: 'cardiologia' }],
    };
    expect(conditionToExpression(condition)).toBe("{especialidade} = 'cardiologia'");
    expect(roundTrip(condition)).toEqual(condition);
  });

  it('writes numbers and booleans unquoted and joins clauses', () => {
    const condition: TCondition = {
      join: 'or',
      clauses: [
        { question: 'idade', operator: 'greaterorequal', value: 18 },
        { question: 'medico', operator: 'equal', value: true },
      ],
    };
    expect(conditionToExpression(condition)).toBe('{idade} >= 18 or {medico} = true');
    expect(roundTrip(condition)).toEqual(condition);
  });

  it('writes lists for anyof and no value for empty', () => {
    const condition: TCondition = {
      join: 'and',
      clauses: [
        { question: 'regiao', operator: 'anyof', value: ['Sul', 'Sudeste'] },
        { question: 'obs', operator: 'notempty' },
      ],
    };
    expect(conditionToExpression(condition)).toBe("{regiao} anyof ['Sul', 'Sudeste'] and {obs} notempty");
    expect(roundTrip(condition)).toEqual(condition);
  });

  it('escapes quotes and keeps " and " inside values', () => {
    const condition: TCondition = {
      join: 'and',
      clauses: [{ question: 'q1', operator: 'notequal', value: "d'Ávila and cia" }],
    };
    expect(roundTrip(condition)).toEqual(condition);
  });

  it('reads every operator the builder writes', () => {
    for (const operator of [
      'notequal',
      'greater',
      'less',
      'lessorequal',
      'contains',
      'notcontains',
    ] as const) {
      const condition: TCondition = { join: 'and', clauses: [{ question: 'x', operator, value: 'a' }] };
      expect(roundTrip(condition)).toEqual(condition);
    }
  });

  it('an empty expression is an empty condition; other expressions are not builder conditions', () => {
    expect(expressionToCondition('')).toEqual({ join: 'and', clauses: [] });
    expect(expressionToCondition('({a} = 1 or {b} = 2) and {c} = 3')).toBeNull();
    expect(expressionToCondition('{a} = 1 and {b} = 2 or {c} = 3')).toBeNull();
    expect(expressionToCondition('age({nascimento}) > 18')).toBeNull();
  });

  it('skips clauses without a question', () => {
    expect(
      conditionToExpression({ join: 'and', clauses: [{ question: '', operator: 'equal', value: 'a' }] }),
    ).toBe('');
  });

  it('leaves out clauses whose value was not picked, never writing an empty value', () => {
    const condition: TCondition = {
      join: 'and',
      clauses: [
        { question: 'prescreve', operator: 'equal' },
        { question: 'nome', operator: 'equal', value: '' },
        { question: 'regiao', operator: 'anyof', value: [] },
        { question: 'idade', operator: 'greater', value: Number.NaN },
        { question: 'medico', operator: 'equal', value: false },
      ],
    };
    expect(conditionToExpression(condition)).toBe('{medico} = false');
  });

  it('writes numeric choice values unquoted in lists and reads them back as numbers', () => {
    const condition: TCondition = {
      join: 'and',
      clauses: [{ question: 'c', operator: 'anyof', value: [1, 'b'] }],
    };
    expect(conditionToExpression(condition)).toBe("{c} anyof [1, 'b']");
    expect(roundTrip(condition)).toEqual(condition);
  });
});
