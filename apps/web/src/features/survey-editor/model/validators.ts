import type { TSurveyElement } from './survey-json';

/** The validators the properties panel edits, as SurveyJS `validators` entries. */
export type TValidatorForm = {
  minValue?: number;
  maxValue?: number;
  minLength?: number;
  maxLength?: number;
  regex?: string;
  regexMessage?: string;
  isEmail?: boolean;
};

type TSurveyValidator = { type: string } & Record<string, unknown>;

export function validatorsToJson(form: TValidatorForm): TSurveyValidator[] {
  const result: TSurveyValidator[] = [];
  if (form.minValue !== undefined || form.maxValue !== undefined) {
    result.push({
      type: 'numeric',
      ...(form.minValue !== undefined ? { minValue: form.minValue } : {}),
      ...(form.maxValue !== undefined ? { maxValue: form.maxValue } : {}),
      text: rangeMessage(form.minValue, form.maxValue),
    });
  }
  if (form.minLength !== undefined || form.maxLength !== undefined) {
    result.push({
      type: 'text',
      ...(form.minLength !== undefined ? { minLength: form.minLength } : {}),
      ...(form.maxLength !== undefined ? { maxLength: form.maxLength } : {}),
    });
  }
  if (form.regex) {
    result.push({ type: 'regex', regex: form.regex, text: form.regexMessage || 'Formato inválido.' });
  }
  if (form.isEmail) result.push({ type: 'email', text: 'Informe um e-mail válido.' });
  return result;
}

function rangeMessage(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `Informe um valor entre ${min} e ${max}.`;
  if (min !== undefined) return `Informe um valor maior ou igual a ${min}.`;
  return `Informe um valor menor ou igual a ${max}.`;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function validatorsFromJson(element: TSurveyElement): TValidatorForm {
  const list = Array.isArray(element.validators) ? (element.validators as TSurveyValidator[]) : [];
  const form: TValidatorForm = {};
  for (const validator of list) {
    if (validator.type === 'numeric') {
      form.minValue = numberOrUndefined(validator.minValue);
      form.maxValue = numberOrUndefined(validator.maxValue);
    } else if (validator.type === 'text') {
      form.minLength = numberOrUndefined(validator.minLength);
      form.maxLength = numberOrUndefined(validator.maxLength);
    } else if (validator.type === 'regex' && typeof validator.regex === 'string') {
      form.regex = validator.regex;
      form.regexMessage = typeof validator.text === 'string' ? validator.text : undefined;
    } else if (validator.type === 'email') {
      form.isEmail = true;
    }
  }
  return form;
}

/**
 * The patch for a question's validators. A number question also gets SurveyJS's own min/max
 * (the input's range) so the player and the server agree.
 */
export function validatorsPatch(element: TSurveyElement, form: TValidatorForm): Record<string, unknown> {
  const validators = validatorsToJson(form);
  const isNumber = element.type === 'text' && element.inputType === 'number';
  return {
    validators: validators.length > 0 ? validators : undefined,
    ...(isNumber ? { min: form.minValue, max: form.maxValue } : {}),
  };
}

/** The patch for "required" with its message. */
export function requiredPatch(isRequired: boolean, message: string): Record<string, unknown> {
  return {
    isRequired: isRequired ? true : undefined,
    requiredErrorText: isRequired && message.trim() ? message.trim() : undefined,
  };
}
