import type { Question } from 'survey-core';
import { describe, expect, it } from 'vitest';
import { SURVEY_CORPUS } from '../../../test/fixtures/surveys';
import { play, random } from '../../../test/fixtures/surveys/play-corpus';
import { answerErrors, partialNeedsAnswers } from './answer-validator';
import { compileSurvey } from './compiled-survey';
import { normaliseSurveySchema } from './survey-normalise';

type Loose = Record<string, unknown>;

const RUNS = 150;

describe('server verdict equals the player’s on the corpus', () => {
  const compiled = SURVEY_CORPUS.map((entry) => {
    const { schema } = normaliseSurveySchema(entry.schema);
    return { id: entry.id, schema, survey: compileSurvey(schema) };
  });

  it('accepts exactly the answers survey-core lets a respondent submit', () => {
    let accepted = 0;
    let refused = 0;
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const rnd = random(seed);
      const entry = rnd.pick(compiled);
      if (!entry) continue;
      const { answers, playerAccepts } = play(entry.schema, rnd);
      const errors = answerErrors(entry.survey, answers, true);
      const context = `${entry.id} seed ${seed}: ${JSON.stringify(answers)} → ${JSON.stringify(errors)}`;
      expect(Object.keys(errors).length === 0, context).toBe(playerAccepts);
      // A partial save of what the player holds is always taken.
      expect(answerErrors(entry.survey, answers, false), context).toEqual({});
      expect(answerErrors(entry.survey, answers, false, true), context).toEqual({});
      if (playerAccepts) accepted += 1;
      else refused += 1;
    }
    // Both verdicts are exercised, or the property says nothing.
    expect(accepted).toBeGreaterThan(RUNS / 5);
    expect(refused).toBeGreaterThan(RUNS / 20);
  }, 180_000);

  it('refuses tampered answers: a choice nothing offers, an unknown field, a wrong type', () => {
    let tampered = 0;
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const rnd = random(seed * 7919);
      const entry = rnd.pick(compiled);
      if (!entry) continue;
      const { answers } = play(entry.schema, rnd);
      const questions = entry.survey.model.getAllQuestions() as Question[];
      const choiceQuestions = questions.filter((q) => {
        const loose = q as unknown as Loose;
        const free = loose.allowCustomChoices === true || loose.storeOthersAsComment === false;
        return ['radiogroup', 'dropdown', 'checkbox', 'tagbox', 'ranking'].includes(q.getType()) && !free;
      });
      const target = rnd.pick(choiceQuestions.filter((q) => entry.schema && !otherInValue(entry.schema, q)));
      const variants: Loose[] = [{ ...answers, campo_inventado: 'x' }];
      if (target) {
        const name = target.getValueName();
        const bad = ['checkbox', 'tagbox', 'ranking'].includes(target.getType())
          ? ['opcao_forjada']
          : 'opcao_forjada';
        variants.push({ ...answers, [name]: bad }, { ...answers, [name]: { forjado: true } });
      }
      for (const variant of variants) {
        const context = `${entry.id} seed ${seed}: ${JSON.stringify(variant)}`;
        expect(Object.keys(answerErrors(entry.survey, variant, true)).length, context).toBeGreaterThan(0);
        const partial = answerErrors(entry.survey, variant, false);
        expect(Object.keys(partial).length, context).toBeGreaterThan(0);
        // The partial save's shortcut (answers not loaded into the model) gives the loaded model's verdict.
        expect(partial, context).toEqual(answerErrors(entry.survey, variant, false, true));
        tampered += 1;
      }
    }
    expect(tampered).toBeGreaterThan(RUNS);
    // Both partial paths are exercised by the corpus.
    const shortcut = compiled.filter((entry) => !partialNeedsAnswers(entry.survey)).length;
    expect(shortcut).toBeGreaterThan(0);
    expect(shortcut).toBeLessThan(compiled.length);
  }, 180_000);
});

function otherInValue(schema: unknown, question: Question): boolean {
  const q = question as unknown as Loose;
  const other = q.showOtherItem === true;
  return other && (schema as Loose).storeOthersAsComment === false;
}
