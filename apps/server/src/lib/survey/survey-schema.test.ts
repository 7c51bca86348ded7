import { SURVEY_LIMITS } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { parseSurveySchema } from './survey-schema';

const nested = (levels: number) => `${'('.repeat(levels)}{idade} > 18${')'.repeat(levels)}`;
const withCondition = (key: string, expression: string) => ({
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'idade', inputType: 'number' },
        { type: 'text', name: 'cidade', [key]: expression },
      ],
    },
  ],
});

describe('expression nesting', () => {
  it('refuses 200,000 nested parentheses in a visibleIf before survey-core parses them, in Portuguese', () => {
    const parse = () => parseSurveySchema(withCondition('visibleIf', nested(200_000)));
    expect(parse).toThrow(AppError);
    expect(parse).toThrow(/"visibleIf" tem parênteses demais uns dentro dos outros \(no máximo 32 níveis\)/);
  });

  it('refuses it in any expression property, and accepts the deepest nesting allowed', () => {
    const deepest = SURVEY_LIMITS.maxExpressionDepth;
    expect(() => parseSurveySchema(withCondition('enableIf', nested(deepest + 1)))).toThrow(/"enableIf"/);
    expect(() => parseSurveySchema(withCondition('defaultValueExpression', nested(deepest + 1)))).toThrow(
      /"defaultValueExpression"/,
    );
    expect(parseSurveySchema(withCondition('visibleIf', nested(deepest))).pages).toHaveLength(1);
  });

  it('leaves parentheses in texts alone', () => {
    const text = `Quantos anos você tem ${nested(40)}?`;
    const schema = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'idade', title: text }] }] };
    expect(parseSurveySchema(schema).pages).toHaveLength(1);
  });
});
