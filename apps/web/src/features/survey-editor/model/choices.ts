import type { TSurveyElement } from './survey-json';

export type TChoice = string | { value: string | number; text?: string };

/** One choice per line; blank lines dropped, repeats kept once. "valor|Texto" sets a code and a label. */
export function parseChoiceList(text: string): TChoice[] {
  const seen = new Set<string>();
  const result: TChoice[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const [code, ...rest] = trimmed.split('|');
    const value = (code ?? '').trim();
    if (!value || seen.has(value)) continue;
    seen.add(value);
    const label = rest.join('|').trim();
    result.push(label ? { value, text: label } : value);
  }
  return result;
}

/** The text of the paste box for the current choices (inverse of parseChoiceList). */
export function formatChoiceList(choices: unknown): string {
  if (!Array.isArray(choices)) return '';
  return choices
    .map((choice) => {
      if (typeof choice === 'string' || typeof choice === 'number') return String(choice);
      if (choice && typeof choice === 'object' && 'value' in choice) {
        const { value, text } = choice as { value: unknown; text?: unknown };
        return text ? `${String(value)}|${String(text)}` : String(value);
      }
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

/** The SurveyJS keys for the choices options: 'Outro' (showOtherItem) and random order. */
export function choiceOptionsPatch(options: {
  hasOther: boolean;
  isRandom: boolean;
}): Record<string, unknown> {
  return {
    showOtherItem: options.hasOther ? true : undefined,
    otherText: options.hasOther ? 'Outro' : undefined,
    choicesOrder: options.isRandom ? 'random' : undefined,
  };
}

export function readChoiceOptions(element: TSurveyElement): { hasOther: boolean; isRandom: boolean } {
  return { hasOther: element.showOtherItem === true, isRandom: element.choicesOrder === 'random' };
}
