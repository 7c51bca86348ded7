import type { TSurveyElement } from './survey-json';

/** The question types the editor offers and the SurveyJS JSON each one writes. */
export const QUESTION_KINDS = [
  { id: 'texto', label: 'Texto', base: { type: 'text' } },
  { id: 'textoLongo', label: 'Texto longo', base: { type: 'comment' } },
  { id: 'numero', label: 'Número', base: { type: 'text', inputType: 'number' } },
  { id: 'data', label: 'Data', base: { type: 'text', inputType: 'date' } },
  {
    id: 'escolhaUnica',
    label: 'Escolha única',
    base: { type: 'radiogroup', choices: ['Opção 1', 'Opção 2'] },
  },
  {
    id: 'multiplaEscolha',
    label: 'Múltipla escolha',
    base: { type: 'checkbox', choices: ['Opção 1', 'Opção 2'] },
  },
  {
    id: 'listaSuspensa',
    label: 'Lista suspensa',
    base: { type: 'dropdown', choices: ['Opção 1', 'Opção 2'] },
  },
  { id: 'avaliacao', label: 'Avaliação', base: { type: 'rating', rateMin: 1, rateMax: 5 } },
  { id: 'simNao', label: 'Sim/não', base: { type: 'boolean', labelTrue: 'Sim', labelFalse: 'Não' } },
  {
    id: 'matriz',
    label: 'Matriz',
    base: { type: 'matrix', columns: ['Ruim', 'Regular', 'Bom'], rows: ['Item 1', 'Item 2'] },
  },
  { id: 'ranking', label: 'Ranking', base: { type: 'ranking', choices: ['Item 1', 'Item 2', 'Item 3'] } },
  {
    id: 'multiplosTextos',
    label: 'Múltiplos textos',
    base: { type: 'multipletext', items: [{ name: 'item1' }, { name: 'item2' }] },
  },
  { id: 'expressao', label: 'Expressão calculada', base: { type: 'expression', expression: '' } },
  { id: 'blocoInformativo', label: 'Bloco informativo', base: { type: 'html', html: '<p>Texto</p>' } },
] as const;

export type TQuestionKind = (typeof QUESTION_KINDS)[number]['id'];

/** The editor kind of a SurveyJS element (text is split by inputType); `null` when unknown. */
export function kindOf(
  element: Pick<TSurveyElement, 'type'> & Record<string, unknown>,
): TQuestionKind | null {
  if (element.type === 'text') {
    if (element.inputType === 'number') return 'numero';
    if (element.inputType === 'date') return 'data';
    return 'texto';
  }
  const kind = QUESTION_KINDS.find((item) => item.base.type === element.type && item.base.type !== 'text');
  return kind?.id ?? null;
}

export function kindLabel(element: Pick<TSurveyElement, 'type'> & Record<string, unknown>): string {
  const kind = kindOf(element);
  return QUESTION_KINDS.find((item) => item.id === kind)?.label ?? element.type;
}

/** A fresh question of a kind, named `name`. */
export function createQuestion(kind: TQuestionKind, name: string): TSurveyElement {
  const definition = QUESTION_KINDS.find((item) => item.id === kind);
  if (!definition) throw new Error(`Tipo de pergunta desconhecido: ${kind}`);
  const copy = structuredClone(definition.base) as Record<string, unknown>;
  const title = kind === 'blocoInformativo' ? undefined : 'Nova pergunta';
  return { ...copy, type: definition.base.type, name, ...(title ? { title } : {}) };
}

export const CHOICE_TYPES: ReadonlySet<string> = new Set(['radiogroup', 'checkbox', 'dropdown', 'ranking']);

export function hasChoices(element: TSurveyElement): boolean {
  return CHOICE_TYPES.has(element.type);
}

/** Types the player knows and the editor accepts on import. */
export const KNOWN_TYPES: ReadonlySet<string> = new Set(QUESTION_KINDS.map((item) => item.base.type));
