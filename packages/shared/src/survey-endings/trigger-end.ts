import { z } from 'zod';

/**
 * How a SurveyJS `complete` trigger ends a response: the custom property `endAs` on the trigger
 * (`{ "type": "complete", "expression": "...", "endAs": "complete" }`). Without it the trigger is a
 * screen-out, which is what every questionnaire written before the property meant.
 */
export const TRIGGER_END_AS = ['screenout', 'complete'] as const;
export type TTriggerEndAs = (typeof TRIGGER_END_AS)[number];
export const TRIGGER_END_AS_PROPERTY = 'endAs';
export const ZTriggerEndAs = z.enum(TRIGGER_END_AS, 'Use "screenout" ou "complete" em endAs');
export const DEFAULT_TRIGGER_END_AS: TTriggerEndAs = 'screenout';

export const TRIGGER_END_AS_LABELS: Record<TTriggerEndAs, string> = {
  screenout: 'Filtrada (screen-out)',
  complete: 'Completa',
};

/**
 * Screen-out: a survey-level SurveyJS trigger `{ type: 'complete', expression }` ends the survey early
 * in the player; the server marks the response `screened_out` when such an expression is true, unless the
 * trigger says `endAs: 'complete'` (then the response is complete and counts in quotas and dashboards).
 */
export const SCREEN_OUT_TRIGGER_TYPE = 'complete';

/** The ending a trigger (its JSON or its survey-core object) declares; anything else reads as screen-out. */
export function triggerEndAs(trigger: unknown): TTriggerEndAs {
  if (typeof trigger !== 'object' || trigger === null) return DEFAULT_TRIGGER_END_AS;
  const value = (trigger as Record<string, unknown>)[TRIGGER_END_AS_PROPERTY];
  return value === 'complete' ? 'complete' : DEFAULT_TRIGGER_END_AS;
}
