/**
 * The condition builder's model (question, operator, value) and its SurveyJS expression text.
 * Shared by the questionnaire editor (visibleIf, skip logic, screen-out) and campaign targets.
 */
export const CONDITION_OPERATORS = [
  { id: 'equal', symbol: '=', label: 'é igual a', needsValue: true },
  { id: 'notequal', symbol: '<>', label: 'é diferente de', needsValue: true },
  { id: 'greater', symbol: '>', label: 'é maior que', needsValue: true },
  { id: 'greaterorequal', symbol: '>=', label: 'é maior ou igual a', needsValue: true },
  { id: 'less', symbol: '<', label: 'é menor que', needsValue: true },
  { id: 'lessorequal', symbol: '<=', label: 'é menor ou igual a', needsValue: true },
  { id: 'contains', symbol: 'contains', label: 'contém', needsValue: true },
  { id: 'notcontains', symbol: 'notcontains', label: 'não contém', needsValue: true },
  { id: 'anyof', symbol: 'anyof', label: 'é um de', needsValue: true },
  { id: 'allof', symbol: 'allof', label: 'inclui todos de', needsValue: true },
  { id: 'empty', symbol: 'empty', label: 'está vazio', needsValue: false },
  { id: 'notempty', symbol: 'notempty', label: 'está preenchido', needsValue: false },
] as const;

export type TConditionOperator = (typeof CONDITION_OPERATORS)[number]['id'];
export type TConditionScalar = string | number | boolean;
export type TConditionValue = TConditionScalar | (string | number)[];
export type TConditionClause = { question: string; operator: TConditionOperator; value?: TConditionValue };
export type TConditionJoin = 'and' | 'or';
export type TCondition = { join: TConditionJoin; clauses: TConditionClause[] };

const LIST_OPERATORS: ReadonlySet<TConditionOperator> = new Set(['anyof', 'allof']);

export function operatorNeedsValue(operator: TConditionOperator): boolean {
  return CONDITION_OPERATORS.find((item) => item.id === operator)?.needsValue ?? true;
}

export function isListOperator(operator: TConditionOperator): boolean {
  return LIST_OPERATORS.has(operator);
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function formatScalar(value: TConditionScalar): string {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : quote(value);
}

function formatValue(value: TConditionValue | undefined): string {
  if (Array.isArray(value)) return `[${value.map(formatScalar).join(', ')}]`;
  return formatScalar(value ?? '');
}

export function clauseToExpression({ question, operator, value }: TConditionClause): string {
  const symbol = CONDITION_OPERATORS.find((item) => item.id === operator)?.symbol ?? '=';
  if (!operatorNeedsValue(operator)) return `{${question}} ${symbol}`;
  const listValue =
    isListOperator(operator) && !Array.isArray(value)
      ? [typeof value === 'number' ? value : String(value ?? '')]
      : value;
  return `{${question}} ${symbol} ${formatValue(listValue)}`;
}

/** A clause with its question and, when the operator needs one, a value that was actually picked. */
export function isClauseComplete({ question, operator, value }: TConditionClause): boolean {
  if (!question) return false;
  if (!operatorNeedsValue(operator)) return true;
  if (value === undefined || value === '') return false;
  if (typeof value === 'number') return Number.isFinite(value);
  return !Array.isArray(value) || value.length > 0;
}

/**
 * The expression written for a condition; an empty condition is '' (always true). Incomplete clauses
 * (no question or no value picked yet) are left out, never written with an empty value.
 */
export function conditionToExpression({ join, clauses }: TCondition): string {
  return clauses.filter(isClauseComplete).map(clauseToExpression).join(` ${join} `);
}

const SYMBOL_PATTERN = 'notcontains|contains|notempty|empty|anyof|allof|<>|>=|<=|=|>|<';
const CLAUSE_RE = new RegExp(`^\\{([^{}]+)\\}\\s*(${SYMBOL_PATTERN})\\s*(.*)$`, 's');
const STRING_RE = /^'((?:[^'\\]|\\.)*)'$/s;

function unquote(text: string): string | null {
  const match = STRING_RE.exec(text.trim());
  return match ? (match[1] ?? '').replace(/\\(.)/g, '$1') : null;
}

function parseValue(raw: string): TConditionValue | null {
  const text = raw.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const single = unquote(text);
  if (single !== null) return single;
  if (!text.startsWith('[') || !text.endsWith(']')) return null;
  const items = text.slice(1, -1).match(/'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?/g) ?? [];
  return items.map((item) => (item.startsWith("'") ? (unquote(item) ?? '') : Number(item)));
}

function parseClause(text: string): TConditionClause | null {
  const match = CLAUSE_RE.exec(text.trim());
  if (!match) return null;
  const [, question = '', symbol = '', rest = ''] = match;
  const operator = CONDITION_OPERATORS.find((item) => item.symbol === symbol)?.id;
  if (!operator) return null;
  if (!operatorNeedsValue(operator)) return rest.trim() === '' ? { question, operator } : null;
  const value = parseValue(rest);
  return value === null ? null : { question, operator, value };
}

/** Splits on ' and '/' or ' outside quotes; mixed joins or parentheses are not builder conditions. */
function splitClauses(expression: string): { join: TConditionJoin; parts: string[] } | null {
  const parts: string[] = [];
  const joins = new Set<TConditionJoin>();
  let current = '';
  let inQuote = false;
  for (let index = 0; index < expression.length; index += 1) {
    const char = expression[index];
    if (char === '\\' && inQuote) {
      current += expression.slice(index, index + 2);
      index += 1;
      continue;
    }
    if (char === "'") inQuote = !inQuote;
    const rest = expression.slice(index).toLowerCase();
    const join = !inQuote ? (['and', 'or'] as const).find((word) => rest.startsWith(` ${word} `)) : undefined;
    if (join) {
      parts.push(current);
      joins.add(join);
      current = '';
      index += join.length + 1;
      continue;
    }
    if (!inQuote && (char === '(' || char === ')')) return null;
    current += char;
  }
  parts.push(current);
  if (joins.size > 1) return null;
  return { join: joins.has('or') ? 'or' : 'and', parts };
}

/** Reads an expression written by the builder; anything else is `null` (edit it as text). */
export function expressionToCondition(expression: string | undefined): TCondition | null {
  const text = (expression ?? '').trim();
  if (!text) return { join: 'and', clauses: [] };
  const split = splitClauses(text);
  if (!split) return null;
  const clauses: TConditionClause[] = [];
  for (const part of split.parts) {
    const clause = parseClause(part);
    if (!clause) return null;
    clauses.push(clause);
  }
  return { join: split.join, clauses };
}

const LITERAL = String.raw`'(?:[^'\\]|\\.)*'|\[[^\]]*\]|-?\d+(?:\.\d+)?|true|false`;
const LOOSE_SYMBOLS = CONDITION_OPERATORS.map((item) => item.symbol).sort((a, b) => b.length - a.length);
const LOOSE_CLAUSE_RE = new RegExp(
  String.raw`\{([^{}]+)\}\s*(${LOOSE_SYMBOLS.join('|')})\s*(${LITERAL})`,
  'g',
);

/** The simple `{q} op literal` comparisons inside an expression the builder cannot read as a whole. */
export function looseClauses(expression: string): { text: string; clause: TConditionClause }[] {
  const found: { text: string; clause: TConditionClause }[] = [];
  for (const match of expression.matchAll(LOOSE_CLAUSE_RE)) {
    const clause = parseClause(`{${match[1]}} ${match[2]} ${match[3]}`);
    if (clause) found.push({ text: match[0], clause });
  }
  return found;
}
