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

  it('lets through what the server normalises: top-level elements, pages and questions without a name', () => {
    const rootElements = { elements: [{ type: 'comment', name: 'obs' }] };
    expect(validateSurveyImport(json(rootElements))).toEqual({ ok: true, survey: rootElements });
    const unnamed = {
      pages: [{ elements: [{ type: 'text' }, { type: 'panel', elements: [{ type: 'comment' }] }] }],
    };
    expect(validateSurveyImport(json(unnamed))).toEqual({ ok: true, survey: unnamed });
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
    ['no pages at all', json({ pages: [] }), 'não tem páginas'],
  ])('refuses %s with a Portuguese message', (_, text, message) => {
    const result = validateSurveyImport(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
    expect(!result.ok && result.message.startsWith('Arquivo inválido:')).toBe(true);
  });
});
