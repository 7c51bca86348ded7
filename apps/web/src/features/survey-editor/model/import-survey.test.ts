import { describe, expect, it } from 'vitest';
import { exportSurveyText, validateSurveyImport } from './import-survey';
import { emptySurvey } from './survey-json';

const json = (value: unknown) => JSON.stringify(value);

describe('import validation', () => {
  it('accepts a SurveyJS questionnaire and round-trips the export', () => {
    const survey = {
      ...emptySurvey('Pesquisa'),
      pages: [{ name: 'p1', elements: [{ type: 'text', name: 'a' }] }],
    };
    const result = validateSurveyImport(exportSurveyText(survey));
    expect(result).toEqual({ ok: true, survey });
  });

  it('accepts a single-page JSON with top-level elements', () => {
    const result = validateSurveyImport(json({ elements: [{ type: 'comment', name: 'obs' }] }));
    expect(result.ok && result.survey.pages[0]?.elements[0]?.name).toBe('obs');
  });

  it.each([
    ['not json', '{nope', 'não é um JSON válido'],
    ['an array', '[]', 'precisa ser um objeto'],
    ['no pages', json({ title: 'x' }), 'lista de páginas'],
    [
      'an unknown type',
      json({ pages: [{ name: 'p', elements: [{ type: 'foo', name: 'a' }] }] }),
      'tipo de pergunta desconhecido "foo"',
    ],
    [
      'repeated names',
      json({
        pages: [
          {
            name: 'p',
            elements: [
              { type: 'text', name: 'a' },
              { type: 'text', name: 'a' },
            ],
          },
        ],
      }),
      'o nome de pergunta "a" aparece mais de uma vez',
    ],
    ['no pages at all', json({ pages: [] }), 'não tem páginas'],
  ])('refuses %s with a Portuguese message', (_, text, message) => {
    const result = validateSurveyImport(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
    expect(!result.ok && result.message.startsWith('Arquivo inválido:')).toBe(true);
  });
});
