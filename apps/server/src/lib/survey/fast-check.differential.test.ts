import { Model, type Question } from 'survey-core';
import { describe, expect, it } from 'vitest';
import { benchAnswers, benchSchema } from '../../../../../bench/submit-response-fixture';
import { SURVEY_CORPUS } from '../../../test/fixtures/surveys';
import { answerQuestion, play, type Random, random } from '../../../test/fixtures/surveys/play-corpus';
import { answerErrors, isSurelyAccepted } from './answer-validator';
import { compileSurvey } from './compiled-survey';
import { isElementKnown } from './fast-check-features';
import { normaliseSurveySchema } from './survey-normalise';

type Loose = Record<string, unknown>;

const RUNS = 400;

/**
 * Each corpus questionnaire also as the fast check can take it: its pages keep only the elements the
 * check knows (conditions on the removed ones stay, and then read absent answers).
 */
function fastVariant(schema: Loose): Loose | null {
  const pages = ((schema.pages as Loose[]) ?? [])
    .map((page) => ({
      name: page.name,
      ...(page.visibleIf ? { visibleIf: page.visibleIf } : {}),
      elements: ((page.elements as unknown[]) ?? []).filter(isElementKnown),
    }))
    .filter((page) => page.elements.length > 0);
  if (pages.length === 0) return null;
  const triggers = ((schema.triggers as Loose[]) ?? []).filter(
    (t) => t.type === 'complete' || (t.type === 'skip' && t.gotoName),
  );
  return { pages, ...(triggers.length > 0 ? { triggers } : {}) };
}

/** Values a careless or tampering client could send for this question: by its type, then any. */
function mutate(question: Question, rnd: Random): unknown {
  const q = question as unknown as Loose;
  const type = question.getType();
  const firstRow = String(((q.rows as Loose[]) ?? [])[0]?.value ?? 'a');
  const byType: Record<string, unknown[]> = {
    radiogroup: ['other', 'inventada', 1],
    dropdown: ['other', 'inventada'],
    checkbox: [['other'], ['inventada'], 'solta'],
    text: [
      typeof q.max === 'number' ? q.max + 1 : '2026-02-30',
      typeof q.min === 'number' ? q.min - 1 : 'abc',
      '   ',
      '12',
      '1234',
    ],
    comment: ['   ', 'x'],
    rating: [99, '5'],
    boolean: ['talvez', 0],
    matrix: [{ [firstRow]: 1 }, { [firstRow]: 'inventada' }],
  };
  const options = [...(byType[type] ?? []), undefined, {}, true];
  return options[rnd.int(0, options.length - 1)];
}

/** An answer set for `schema`: played as a respondent, then bent (hidden questions answered, values broken). */
function answerSet(schema: Loose, rnd: Random): Loose {
  const { answers } = play(schema, rnd);
  const all = new Model(schema).getAllQuestions() as Question[];
  const model = new Model(schema);
  model.data = answers;
  // Filled in where the respondent skipped (most sets become valid), and some hidden questions answered too.
  for (let round = 0; round < 2; round += 1)
    for (const question of model.getAllQuestions() as Question[])
      if (question.isVisible && question.isEmpty()) answerQuestion(question, rnd);
  for (const question of model.getAllQuestions() as Question[]) {
    if (!question.isVisible && rnd.chance(0.3)) answerQuestion(question, rnd); // hidden by a condition
  }
  const bent: Loose = { ...model.data };
  // One value broken at a time, so each rule of the fast path meets its own failing case.
  const question = rnd.chance(0.7) ? rnd.pick(all) : undefined;
  if (question) {
    const value = mutate(question, rnd);
    if (value === undefined) delete bent[question.getValueName()];
    else bent[question.getValueName()] = value;
  }
  return bent;
}

describe('the fast answer check agrees with a plain survey-core model', () => {
  const schemas = [
    { id: 'bench-20', schema: benchSchema() as Loose },
    ...SURVEY_CORPUS.flatMap((entry) => {
      const { schema } = normaliseSurveySchema(entry.schema);
      const variant = fastVariant(schema as Loose);
      return [
        { id: entry.id, schema: schema as Loose },
        ...(variant ? [{ id: `${entry.id}/rápido`, schema: variant }] : []),
      ];
    }),
  ].map((entry) => ({
    ...entry,
    fast: compileSurvey(entry.schema),
    // The reference: its own model, every answer set loaded into it, survey-core validating each question.
    plain: compileSurvey(entry.schema),
  }));

  const fastSchemas = schemas.filter((entry) => entry.fast.fast !== null);

  it('gives the same verdict and keeps the same value on the corpus, valid and invalid', () => {
    let fastAccepted = 0;
    let modelDecided = 0;
    let refused = 0;
    const types = new Set<string>();
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const rnd = random(seed);
      // Mostly questionnaires the fast path takes (it must never accept what the model refuses).
      const entry = rnd.chance(0.7) ? rnd.pick(fastSchemas) : rnd.pick(schemas);
      if (!entry) continue;
      const answers = rnd.chance(0.4) ? play(entry.schema, rnd).answers : answerSet(entry.schema, rnd);
      const sent = structuredClone(answers);
      const surely = isSurelyAccepted(entry.fast, answers);
      const fast = answerErrors(entry.fast, answers, true);
      const plain = answerErrors(entry.plain, answers, true, true);
      const context = `${entry.id} seed ${seed}: ${JSON.stringify(answers)} → ${JSON.stringify(plain)}`;
      expect(fast, context).toEqual(plain);
      if (surely) expect(plain, context).toEqual({});
      // What is stored is the answers as sent, on either path.
      expect(answers, context).toEqual(sent);
      if (surely) {
        fastAccepted += 1;
        for (const question of entry.fast.model.getAllQuestions()) types.add(question.getType());
      } else if (entry.fast.fast) modelDecided += 1;
      if (Object.keys(plain).length > 0) refused += 1;
    }
    // The fast path decides many submits, declines others (then the model decides), and both verdicts occur.
    expect(fastAccepted).toBeGreaterThan(RUNS / 10);
    expect(modelDecided).toBeGreaterThan(RUNS / 20);
    expect(refused).toBeGreaterThan(RUNS / 5);
    expect([...types].sort()).toEqual(
      expect.arrayContaining([
        'boolean',
        'checkbox',
        'comment',
        'dropdown',
        'matrix',
        'radiogroup',
        'rating',
        'text',
      ]),
    );
  }, 300_000);

  it('catches the 20-question bench answers out of range, empty or with an empty other', () => {
    const entry = schemas[0];
    if (!entry) throw new Error('sem questionário');
    const valid = benchAnswers();
    expect(isSurelyAccepted(entry.fast, valid)).toBe(true);
    for (const bad of [
      { numero1: 61 },
      { escolha2: undefined },
      { escolha3: 'other' },
      { multipla1: ['inventada'] },
    ]) {
      const answers: Loose = { ...valid, ...bad };
      for (const [key, value] of Object.entries(bad)) if (value === undefined) delete answers[key];
      expect(isSurelyAccepted(entry.fast, answers)).toBe(false);
      expect(Object.keys(answerErrors(entry.fast, answers, true)).length).toBeGreaterThan(0);
    }
  });
});
