type Loose = Record<string, unknown>;

export interface NormalisedSurvey {
  /** The schema in the shape the product stores (pages, every page and element named). */
  schema: unknown;
  /** What was changed, in pt-BR, for the person importing. Empty when nothing was. */
  notes: string[];
}

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many names to list in a note before "e mais N". */
const LISTED = 5;

function listed(names: string[]): string {
  const shown = names.slice(0, LISTED).map((name) => `"${name}"`);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} e mais ${more}` : shown.join(', ');
}

/**
 * Brings a schema survey-core accepts into the product's stored shape, and says what changed: root
 * `elements` (or the older `questions`) without pages go into one page; pages, questions and panels
 * without a name get one, as SurveyJS Creator would name them (pagina1, pergunta1, painel1), unique
 * and stable (the same file gives the same names, and names already there never change). Anything else
 * is left for `parseSurveySchema` to accept or refuse.
 */
export function normaliseSurveySchema(input: unknown): NormalisedSurvey {
  if (!isRecord(input)) return { schema: input, notes: [] };
  const notes: string[] = [];
  const schema: Loose = { ...input };
  const rootKey = Array.isArray(schema.elements)
    ? 'elements'
    : Array.isArray(schema.questions)
      ? 'questions'
      : null;
  if (rootKey && (schema.pages === undefined || (Array.isArray(schema.pages) && schema.pages.length === 0))) {
    schema.pages = [{ elements: schema[rootKey] }];
    delete schema[rootKey];
    notes.push('As perguntas estavam na raiz do questionário, sem páginas: foram colocadas numa página.');
  }
  if (!Array.isArray(schema.pages)) return { schema, notes };

  const taken = new Set<string>();
  const visitNames = (elements: unknown): void => {
    if (!Array.isArray(elements)) return;
    for (const element of elements) {
      if (!isRecord(element)) continue;
      if (typeof element.name === 'string' && element.name.trim())
        taken.add(element.name.trim().toLowerCase());
      visitNames(element.elements);
      visitNames(element.templateElements);
    }
  };
  const pageNames = new Set<string>();
  for (const page of schema.pages) {
    if (isRecord(page) && typeof page.name === 'string' && page.name.trim())
      pageNames.add(page.name.trim().toLowerCase());
    if (isRecord(page)) visitNames(page.elements);
  }
  const counters: Record<string, number> = {};
  const fresh = (prefix: string, used: Set<string>): string => {
    let n = counters[prefix] ?? 1;
    while (used.has(`${prefix}${n}`)) n += 1;
    counters[prefix] = n + 1;
    used.add(`${prefix}${n}`);
    return `${prefix}${n}`;
  };

  const namedPages: string[] = [];
  const namedQuestions: string[] = [];
  const namedPanels: string[] = [];
  const nameElements = (elements: unknown): unknown => {
    if (!Array.isArray(elements)) return elements;
    return elements.map((element) => {
      if (!isRecord(element)) return element;
      const copy: Loose = { ...element };
      if (typeof copy.name === 'number') copy.name = String(copy.name);
      if (typeof copy.name !== 'string' || !copy.name.trim()) {
        const isPanel = copy.type === 'panel';
        copy.name = fresh(isPanel ? 'painel' : 'pergunta', taken);
        (isPanel ? namedPanels : namedQuestions).push(copy.name as string);
      }
      if (copy.elements !== undefined) copy.elements = nameElements(copy.elements);
      if (copy.templateElements !== undefined) copy.templateElements = nameElements(copy.templateElements);
      return copy;
    });
  };
  schema.pages = schema.pages.map((page) => {
    if (!isRecord(page)) return page;
    const copy: Loose = { ...page };
    if (typeof copy.name !== 'string' || !copy.name.trim()) {
      copy.name = fresh('pagina', pageNames);
      namedPages.push(copy.name as string);
    }
    copy.elements = nameElements(copy.elements ?? []);
    return copy;
  });
  if (namedPages.length === 1) notes.push(`Uma página sem nome recebeu o nome ${listed(namedPages)}.`);
  if (namedPages.length > 1)
    notes.push(`${namedPages.length} páginas sem nome receberam nomes: ${listed(namedPages)}.`);
  if (namedQuestions.length === 1)
    notes.push(`Uma pergunta sem nome recebeu o nome ${listed(namedQuestions)}.`);
  if (namedQuestions.length > 1)
    notes.push(`${namedQuestions.length} perguntas sem nome receberam nomes: ${listed(namedQuestions)}.`);
  if (namedPanels.length === 1) notes.push(`Um painel sem nome recebeu o nome ${listed(namedPanels)}.`);
  if (namedPanels.length > 1)
    notes.push(`${namedPanels.length} painéis sem nome receberam nomes: ${listed(namedPanels)}.`);
  return { schema, notes };
}
