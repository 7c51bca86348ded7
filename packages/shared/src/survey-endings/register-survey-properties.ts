import { Serializer } from 'survey-core';
import {
  DEFAULT_TRIGGER_END_AS,
  TRIGGER_END_AS,
  TRIGGER_END_AS_LABELS,
  TRIGGER_END_AS_PROPERTY,
} from './trigger-end';

/**
 * Teaches survey-core our custom properties, so it keeps them when it reads a questionnaire instead of
 * reporting them as unknown. Server and web call it before building a model; calling it again is a no-op.
 * Imported by path (`@pesquisemais/shared/survey-endings/register-survey-properties`) so the shared index
 * never pulls survey-core into the web app's first bundle.
 */
export function registerSurveyProperties(): void {
  if (Serializer.findProperty('completetrigger', TRIGGER_END_AS_PROPERTY)) return;
  Serializer.addProperty('completetrigger', {
    name: TRIGGER_END_AS_PROPERTY,
    default: DEFAULT_TRIGGER_END_AS,
    choices: TRIGGER_END_AS.map((value) => ({ value, text: TRIGGER_END_AS_LABELS[value] })),
    category: 'general',
  });
}
