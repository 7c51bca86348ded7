import { describe, expect, it } from 'vitest';
import { choiceOptionsPatch, formatChoiceList, parseChoiceList } from './choices';
import { getScreenOuts, pipedNames, pipeInto, setScreenOuts } from './logic';
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

describe('screen-out and piping', () => {
  it('writes screen-out as complete triggers with a polite end text, and replaces them', () => {
    let survey = setScreenOuts(emptySurvey(), ['{medico} = false']);
    expect(survey.triggers).toEqual([{ type: 'complete', expression: '{medico} = false' }]);
    expect(getScreenOuts(survey)).toEqual(['{medico} = false']);
    survey = setScreenOuts(survey, []);
    expect(survey.triggers).toBeUndefined();
    expect(survey.completedHtmlOnCondition).toBeUndefined();
  });

  it('pipes an earlier answer into a title', () => {
    expect(pipeInto('Olá,', 'nome')).toBe('Olá, {nome}');
    expect(pipedNames('Olá {nome}, sua idade é {idade}')).toEqual(['nome', 'idade']);
  });
});
