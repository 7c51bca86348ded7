import { type ItemValue, Model, type Question } from 'survey-core';
import { describe, expect, it } from 'vitest';
import { SURVEY_CORPUS } from '../../../test/fixtures/surveys';
import { answerErrors, partialNeedsAnswers } from './answer-validator';
import { compileSurvey } from './compiled-survey';
import { normaliseSurveySchema } from './survey-normalise';

type Loose = Record<string, unknown>;

/** A small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: T[]): T | undefined => items[int(0, items.length - 1)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

const FORMATTED: Record<string, string> = {
  month: '2020-05',
  time: '14:30',
  'datetime-local': '2024-05-10T14:30',
  week: '2024-W10',
  color: '#336699',
  url: 'https://exemplo.com.br',
  tel: '(11) 91234-5678',
};
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** What a respondent could type or pick in this question, as the player would set it (sometimes out of range). */
function answerQuestion(question: Question, rnd: Random): void {
  const q = question as unknown as Loose;
  const type = question.getType();
  const choices = () => ((q.visibleChoices as ItemValue[]) ?? []).filter((c) => c.value !== 'selectall');
  if (type === 'text') {
    const inputType = String(q.inputType ?? 'text');
    if (inputType === 'number' || inputType === 'range') {
      const min = typeof q.min === 'number' ? q.min : 0;
      const max = typeof q.max === 'number' ? q.max : 1000;
      question.value = rnd.chance(0.85) ? rnd.int(min, max) : max + rnd.int(1, 50);
    } else if (inputType === 'date') {
      question.value = rnd.chance(0.9)
        ? `200${rnd.int(0, 7)}-0${rnd.int(1, 9)}-1${rnd.int(0, 9)}`
        : '2030-01-01';
    } else if (FORMATTED[inputType]) question.value = FORMATTED[inputType];
    else if (inputType === 'email')
      question.value = rnd.chance(0.85) ? 'medica@exemplo.com.br' : 'sem-arroba';
    else question.value = rnd.pick(['Ana Souza', '123456-SP', '01310-100', 'x', 'texto livre']);
    return;
  }
  if (type === 'comment') {
    question.value = rnd.pick(['curto', 'um comentário longo o bastante para os validadores']);
    return;
  }
  if (type === 'radiogroup' || type === 'dropdown' || (type === 'imagepicker' && q.multiSelect !== true)) {
    if (q.allowCustomChoices === true && rnd.chance(0.3)) {
      question.value = 'Recife';
      return;
    }
    const item = rnd.pick(choices());
    if (!item) return;
    question.value = item.value;
    if ((question as unknown as { isOtherSelected: boolean }).isOtherSelected)
      question.comment = 'Outra resposta';
    return;
  }
  if (type === 'checkbox' || type === 'tagbox' || type === 'imagepicker') {
    const all = choices().filter((c) => c.value !== 'none');
    const chosen = all.filter(() => rnd.chance(0.5)).map((c) => c.value);
    if (q.allowCustomChoices === true && rnd.chance(0.3)) chosen.push('Asma');
    question.value = chosen;
    if ((question as unknown as { isOtherSelected: boolean }).isOtherSelected)
      question.comment = 'Outro motivo';
    return;
  }
  if (type === 'ranking') {
    const all = choices().map((c) => c.value);
    for (let i = all.length - 1; i > 0; i -= 1) {
      const j = rnd.int(0, i);
      [all[i], all[j]] = [all[j], all[i]];
    }
    question.value = q.selectToRankEnabled === true ? all.slice(0, 2) : all;
    return;
  }
  if (type === 'boolean') {
    const b = question as unknown as { getValueTrue(): unknown; getValueFalse(): unknown };
    question.value = rnd.chance(0.5) ? b.getValueTrue() : b.getValueFalse();
    return;
  }
  if (type === 'rating') {
    const item = rnd.pick((q.visibleRateValues as ItemValue[]) ?? []);
    if (item) question.value = item.value;
    return;
  }
  if (type === 'matrix') {
    const value: Loose = {};
    for (const row of q.visibleRows as { name: string }[]) {
      if (rnd.chance(0.8)) value[row.name] = rnd.pick(q.visibleColumns as ItemValue[])?.value;
    }
    question.value = value;
    return;
  }
  if (type === 'matrixdynamic') (q as { rowCount: number }).rowCount = rnd.int(Number(q.minRowCount) || 0, 2);
  if (type === 'paneldynamic') (q as { panelCount: number }).panelCount = rnd.int(0, 2);
  if (type === 'matrixdropdown' || type === 'matrixdynamic') {
    for (const row of q.visibleRows as { cells: { question: Question }[] }[]) {
      for (const cell of row.cells) if (rnd.chance(0.7)) answerQuestion(cell.question, rnd);
    }
    return;
  }
  if (type === 'paneldynamic') {
    for (const panel of q.panels as { questions: Question[] }[]) {
      for (const inner of panel.questions) if (inner.isVisible && rnd.chance(0.8)) answerQuestion(inner, rnd);
    }
    return;
  }
  if (type === 'multipletext') {
    for (const item of q.items as { name: string; editor: Question }[]) {
      if (rnd.chance(0.7)) answerQuestion(item.editor, rnd);
    }
    return;
  }
  if (type === 'file') question.value = [{ name: 'receita.png', type: 'image/png', content: TINY_PNG }];
  if (type === 'signaturepad') question.value = TINY_PNG;
}

/**
 * Plays a questionnaire like a respondent: page by page, answers most visible questions (triggers and
 * conditions run as in the browser), then asks survey-core whether it would let the respondent finish.
 */
function play(schema: unknown, rnd: Random): { answers: Loose; playerAccepts: boolean } {
  const model = new Model(schema);
  for (let guard = 0; guard < 50; guard += 1) {
    const page = model.currentPage;
    if (!page) break;
    for (const question of page.questions as Question[]) {
      if (!question.isVisible || question.isReadOnly || !rnd.chance(0.85)) continue;
      answerQuestion(question, rnd);
    }
    if (model.state === 'completed' || model.isLastPage) break;
    if (!model.nextPage()) break; // the player blocks here: this respondent cannot finish
  }
  if (model.state !== 'completed') {
    const valid = model.validate(false, false);
    if (!valid) return { answers: { ...model.data }, playerAccepts: false };
    model.doComplete();
  }
  return { answers: { ...model.data }, playerAccepts: true };
}

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
