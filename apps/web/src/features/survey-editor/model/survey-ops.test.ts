import { describe, expect, it } from 'vitest';
import { createQuestion, kindOf, QUESTION_KINDS } from './question-types';
import { allQuestionNames, emptySurvey, questionsBefore } from './survey-json';
import {
  addPage,
  addQuestion,
  deletePage,
  deleteQuestion,
  duplicatePage,
  duplicateQuestion,
  movePage,
  moveQuestion,
  updateQuestion,
} from './survey-ops';

function buildSurvey() {
  let survey = addPage(emptySurvey('Teste'));
  survey = addQuestion(survey, 0, 'texto').survey;
  survey = addQuestion(survey, 0, 'escolhaUnica').survey;
  survey = addQuestion(survey, 1, 'numero').survey;
  return survey;
}

describe('question types', () => {
  it('maps the 14 kinds of the issue to SurveyJS types', () => {
    const types = Object.fromEntries(QUESTION_KINDS.map((kind) => [kind.id, createQuestion(kind.id, 'q')]));
    expect(QUESTION_KINDS).toHaveLength(14);
    expect(types.texto?.type).toBe('text');
    expect(types.textoLongo?.type).toBe('comment');
    expect(types.numero).toMatchObject({ type: 'text', inputType: 'number' });
    expect(types.data).toMatchObject({ type: 'text', inputType: 'date' });
    expect(types.escolhaUnica?.type).toBe('radiogroup');
    expect(types.multiplaEscolha?.type).toBe('checkbox');
    expect(types.listaSuspensa?.type).toBe('dropdown');
    expect(types.avaliacao?.type).toBe('rating');
    expect(types.simNao?.type).toBe('boolean');
    expect(types.matriz?.type).toBe('matrix');
    expect(types.ranking?.type).toBe('ranking');
    expect(types.multiplosTextos?.type).toBe('multipletext');
    expect(types.expressao?.type).toBe('expression');
    expect(types.blocoInformativo?.type).toBe('html');
  });

  it('reads the kind back from the JSON', () => {
    for (const kind of QUESTION_KINDS) expect(kindOf(createQuestion(kind.id, 'q'))).toBe(kind.id);
    expect(kindOf({ type: 'signaturepad' })).toBeNull();
  });
});

describe('survey edits', () => {
  it('adds pages and questions with unique names', () => {
    const survey = buildSurvey();
    expect(survey.pages.map((page) => page.name)).toEqual(['pagina1', 'pagina2']);
    expect(allQuestionNames(survey)).toEqual(['pergunta1', 'pergunta2', 'pergunta3']);
  });

  it('moves questions inside a page and across pages', () => {
    let survey = moveQuestion(buildSurvey(), { pageIndex: 0, index: 0 }, { pageIndex: 0, index: 1 });
    expect(survey.pages[0]?.elements.map((item) => item.name)).toEqual(['pergunta2', 'pergunta1']);
    survey = moveQuestion(survey, { pageIndex: 0, index: 1 }, { pageIndex: 1, index: 0 });
    expect(survey.pages[1]?.elements.map((item) => item.name)).toEqual(['pergunta1', 'pergunta3']);
  });

  it('moves pages', () => {
    const survey = movePage(buildSurvey(), 1, 0);
    expect(survey.pages.map((page) => page.name)).toEqual(['pagina2', 'pagina1']);
  });

  it('duplicates a question and a page with fresh names, never changing the input', () => {
    const original = buildSurvey();
    const snapshot = structuredClone(original);
    const copy = duplicateQuestion(original, 'pergunta1');
    expect(copy.name).toBe('pergunta4');
    expect(copy.survey.pages[0]?.elements.map((item) => item.name)).toEqual([
      'pergunta1',
      'pergunta4',
      'pergunta2',
    ]);
    const pages = duplicatePage(original, 0);
    expect(pages.pages.map((page) => page.name)).toEqual(['pagina1', 'pagina3', 'pagina2']);
    expect(new Set(allQuestionNames(pages)).size).toBe(allQuestionNames(pages).length);
    expect(original).toEqual(snapshot);
  });

  it('deletes questions and pages, keeping at least one page', () => {
    let survey = deleteQuestion(buildSurvey(), 'pergunta2');
    expect(allQuestionNames(survey)).toEqual(['pergunta1', 'pergunta3']);
    survey = deletePage(survey, 0);
    expect(survey.pages).toHaveLength(1);
    survey = deletePage(survey, 0);
    expect(survey.pages).toEqual([{ name: 'pagina1', elements: [] }]);
  });

  it('updates a question, removes undefined keys and refuses a taken name', () => {
    const survey = updateQuestion(buildSurvey(), 'pergunta1', { title: 'Nome?', isRequired: true });
    expect(survey.pages[0]?.elements[0]).toMatchObject({ title: 'Nome?', isRequired: true });
    const cleared = updateQuestion(survey, 'pergunta1', { isRequired: undefined });
    expect(cleared.pages[0]?.elements[0]).not.toHaveProperty('isRequired');
    expect(() => updateQuestion(survey, 'pergunta1', { name: 'pergunta2' })).toThrow('Já existe');
  });

  it('lists the questions before one (for piping and conditions)', () => {
    expect(questionsBefore(buildSurvey(), 'pergunta3').map((item) => item.name)).toEqual([
      'pergunta1',
      'pergunta2',
    ]);
  });
});
