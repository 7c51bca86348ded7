import { describe, expect, it } from 'vitest';
import { choiceOptionsPatch, formatChoiceList, parseChoiceList } from './choices';
import { getEarlyEndings, LEGACY_SCREEN_OUT_HTML, setEarlyEndings } from './early-endings';
import { pipedNames, pipeInto } from './logic';
import { emptySurvey } from './survey-json';
import { requiredPatch, validatorsFromJson, validatorsPatch } from './validators';

describe('choices', () => {
  it('parses a pasted list, one per line, with optional codes', () => {
    const choices = parseChoiceList('Cardiologia\n\n  Pediatria \ncli|Clínica geral\nPediatria');
    expect(choices).toEqual(['Cardiologia', 'Pediatria', { value: 'cli', text: 'Clínica geral' }]);
    expect(formatChoiceList(choices)).toBe('Cardiologia\nPediatria\ncli|Clínica geral');
  });

  it("writes 'Outro' and random order as SurveyJS keys", () => {
    expect(choiceOptionsPatch({ hasOther: true, isRandom: true })).toEqual({
      showOtherItem: true,
      otherText: 'Outro',
      choicesOrder: 'random',
    });
    expect(choiceOptionsPatch({ hasOther: false, isRandom: false })).toEqual({
      showOtherItem: undefined,
      otherText: undefined,
      choicesOrder: undefined,
    });
  });
});

describe('validators', () => {
  it('writes numeric range (and the input range) and reads it back', () => {
    const question = { type: 'text', name: 'idade', inputType: 'number' };
    const patch = validatorsPatch(question, { minValue: 18, maxValue: 99 });
    expect(patch).toMatchObject({ min: 18, max: 99 });
    expect(patch.validators).toEqual([
      { type: 'numeric', minValue: 18, maxValue: 99, text: 'Informe um valor entre 18 e 99.' },
    ]);
    expect(validatorsFromJson({ ...question, ...patch })).toEqual({ minValue: 18, maxValue: 99 });
  });

  it('writes length, regex and e-mail validators', () => {
    const question = { type: 'text', name: 'crm' };
    const form = { minLength: 4, maxLength: 10, regex: '^\\d+$', regexMessage: 'Só números', isEmail: true };
    const patch = validatorsPatch(question, form);
    expect(validatorsFromJson({ ...question, ...patch })).toEqual(form);
    expect(validatorsPatch(question, {}).validators).toBeUndefined();
  });

  it('writes required with its message', () => {
    expect(requiredPatch(true, ' Responda, por favor ')).toEqual({
      isRequired: true,
      requiredErrorText: 'Responda, por favor',
    });
    expect(requiredPatch(false, 'x')).toEqual({ isRequired: undefined, requiredErrorText: undefined });
  });
});

describe('early endings and piping', () => {
  it('writes each ending as a complete trigger, endAs only when it ends as complete', () => {
    let survey = setEarlyEndings(emptySurvey(), [
      { expression: '{medico} = false', endAs: 'screenout' },
      { expression: "{perfil} = 'aposentado'", endAs: 'complete' },
    ]);
    expect(survey.triggers).toEqual([
      { type: 'complete', expression: '{medico} = false' },
      { type: 'complete', expression: "{perfil} = 'aposentado'", endAs: 'complete' },
    ]);
    expect(getEarlyEndings(survey)).toEqual([
      { expression: '{medico} = false', endAs: 'screenout' },
      { expression: "{perfil} = 'aposentado'", endAs: 'complete' },
    ]);
    survey = setEarlyEndings(survey, []);
    expect(survey.triggers).toBeUndefined();
  });

  it("keeps other triggers and the author's end pages, and drops the old screen-out text of a complete ending", () => {
    const survey = {
      ...emptySurvey(),
      triggers: [
        { type: 'setvalue', expression: '{a} = 1', setToName: 'b', setValue: 2 },
        { type: 'complete', expression: '{a} = 2' },
        { type: 'complete', expression: '{a} = 3' },
      ],
      completedHtmlOnCondition: [
        { expression: '{a} = 2', html: LEGACY_SCREEN_OUT_HTML },
        { expression: '{a} = 3', html: LEGACY_SCREEN_OUT_HTML },
        { expression: '{a} = 3', html: '<p>Texto da autora</p>' },
      ],
    };
    const next = setEarlyEndings(survey, [
      { expression: '{a} = 2', endAs: 'screenout' },
      { expression: '{a} = 3', endAs: 'complete' },
    ]);
    expect(next.triggers?.[0]).toEqual(survey.triggers[0]);
    expect(next.completedHtmlOnCondition).toEqual([
      { expression: '{a} = 2', html: LEGACY_SCREEN_OUT_HTML },
      { expression: '{a} = 3', html: '<p>Texto da autora</p>' },
    ]);
  });

  it('pipes an earlier answer into a title', () => {
    expect(pipeInto('Olá,', 'nome')).toBe('Olá, {nome}');
    expect(pipedNames('Olá {nome}, sua idade é {idade}')).toEqual(['nome', 'idade']);
  });
});
