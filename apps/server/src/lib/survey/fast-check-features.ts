/*
 * What the fast answer check (fast-check.ts) knows: the JSON properties, by place, that either change no
 * verdict (texts, layout) or that it models. A questionnaire with any other property (survey-core's own
 * `toJSON`, so defaults are left out) is checked by survey-core's model alone.
 */

type Loose = Record<string, unknown>;

const TEXTS = ['title', 'description', 'requiredErrorText', 'placeholder'];
const LAYOUT = ['startWithNewLine', 'width', 'minWidth', 'maxWidth', 'titleLocation', 'descriptionLocation'];
const COMMON = ['type', 'name', 'visibleIf', 'visible', 'isRequired', 'validators', ...TEXTS, ...LAYOUT];
const CHOICE = ['choices', 'showOtherItem', 'otherText', 'showNoneItem', 'noneText', 'colCount'];

const QUESTION_KEYS: Record<string, Set<string>> = {
  html: new Set([...COMMON, 'html']),
  image: new Set([...COMMON, 'imageLink', 'imageHeight', 'imageWidth', 'imageFit', 'altText']),
  text: new Set([...COMMON, 'inputType', 'min', 'max', 'maxLength', 'size', 'autocomplete']),
  comment: new Set([...COMMON, 'maxLength', 'rows', 'autoGrow', 'allowResize']),
  radiogroup: new Set([...COMMON, ...CHOICE]),
  dropdown: new Set([...COMMON, ...CHOICE, 'allowClear', 'searchEnabled']),
  checkbox: new Set([...COMMON, ...CHOICE, 'minSelectedChoices', 'maxSelectedChoices']),
  rating: new Set([
    ...COMMON,
    'rateMin',
    'rateMax',
    'rateCount',
    'rateType',
    'displayMode',
    'minRateDescription',
    'maxRateDescription',
  ]),
  boolean: new Set([...COMMON, 'labelTrue', 'labelFalse', 'renderAs']),
  matrix: new Set([...COMMON, 'rows', 'columns', 'isAllRowRequired', 'showHeader', 'alternateRows']),
};
const PAGE_KEYS = new Set(['name', 'title', 'description', 'elements', 'visibleIf', 'visible']);
const PANEL_KEYS = new Set([
  'type',
  'name',
  'title',
  'description',
  'elements',
  'visibleIf',
  'visible',
  'state',
]);
const SURVEY_KEYS = new Set([
  'locale',
  'title',
  'description',
  'pages',
  'triggers',
  'completedHtml',
  'completedHtmlOnCondition',
  'showProgressBar',
  'progressBarType',
  'showQuestionNumbers',
  'questionErrorLocation',
  'showPrevButton',
  'completeText',
  'pageNextText',
  'pagePrevText',
  'widthMode',
  'logo',
  'logoPosition',
]);
const TRIGGER_KEYS: Record<string, Set<string>> = {
  complete: new Set(['type', 'expression', 'endAs']),
  skip: new Set(['type', 'expression', 'gotoName']),
};
const VALIDATOR_KEYS: Record<string, Set<string>> = {
  regex: new Set(['type', 'regex', 'text']),
  numeric: new Set(['type', 'minValue', 'maxValue', 'text']),
  text: new Set(['type', 'minLength', 'maxLength', 'text']),
  expression: new Set(['type', 'expression', 'text']),
};
/** Choices, rows and columns as plain values or { value, text } (no visibleIf, enableIf, ...). */
const ITEM_KEYS = new Set(['value', 'text']);

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keysIn = (object: Loose, allowed: Set<string> | undefined) =>
  allowed !== undefined && Object.keys(object).every((key) => allowed.has(key));
const areItems = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) &&
    value.every((item) =>
      isRecord(item) ? keysIn(item, ITEM_KEYS) : ['string', 'number'].includes(typeof item),
    ));

export function isElementKnown(element: unknown): boolean {
  if (!isRecord(element)) return false;
  if (element.type === 'panel')
    return keysIn(element, PANEL_KEYS) && ((element.elements as unknown[]) ?? []).every(isElementKnown);
  if (!keysIn(element, QUESTION_KEYS[String(element.type)])) return false;
  if (![element.choices, element.rows, element.columns].every(areItems)) return false;
  const validators = (element.validators as unknown[]) ?? [];
  return validators.every((v) => isRecord(v) && keysIn(v, VALIDATOR_KEYS[String(v.type)]));
}

/** The questionnaire (survey-core's `toJSON`) uses only properties the fast check knows. */
export function isFeatureKnown(json: Loose): boolean {
  if (!keysIn(json, SURVEY_KEYS)) return false;
  const triggers = (json.triggers as unknown[]) ?? [];
  if (!triggers.every((t) => isRecord(t) && keysIn(t, TRIGGER_KEYS[String(t.type)]))) return false;
  return ((json.pages as unknown[]) ?? []).every(
    (page) =>
      isRecord(page) && keysIn(page, PAGE_KEYS) && ((page.elements as unknown[]) ?? []).every(isElementKnown),
  );
}
