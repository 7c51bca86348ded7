import { z } from 'zod';
import { PANEL_LIMITS, ZPanelAttributeKey } from './panel';

/** Importing respondents into the panel from CSV or XLSX: preview, then commit with a column mapping. */
export const PANEL_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 60,
  /** A cell longer than this is not a name, e-mail or attribute: the file is refused. */
  maxCellChars: 2_000,
  /** An XLSX is a zip: what it expands to (XML) is capped, checked before and while reading. */
  maxExpandedBytes: 60 * 1024 * 1024,
  /**
   * The text of all cells together (characters): an XLSX cell may point at a shared string, so a small file
   * can name one long text in every cell; twice what a CSV at the byte limit can hold.
   */
  maxTextChars: 10_000_000,
  previewRows: 10,
  /** Rejected rows listed by the preview (the commit's report lists all of them). */
  previewRejectedMax: 200,
} as const;

/** 'Região de atuação' → 'regiao_de_atuacao': the attribute key a column header becomes. */
export function attributeKeyOf(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, PANEL_LIMITS.attributeKeyMax);
}

/** The request body carries the file as base64, so it is about 4/3 of the file. */
export const PANEL_IMPORT_BODY_LIMIT = Math.ceil(PANEL_IMPORT_LIMITS.maxBytes / 3) * 4 + 64 * 1024;

export const PANEL_IMPORT_FIELDS = ['name', 'email', 'phone', 'consent', 'attribute', 'ignore'] as const;
export const ZPanelImportField = z.enum(PANEL_IMPORT_FIELDS, 'Campo inválido');
export type TPanelImportField = z.infer<typeof ZPanelImportField>;
export const PANEL_IMPORT_FIELD_LABELS: Record<TPanelImportField, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  consent: 'Consentimento',
  attribute: 'Atributo',
  ignore: 'Ignorar',
};

export const PANEL_IMPORT_MESSAGES = {
  fileTooLarge: 'O arquivo passa de 5 MB. Divida-o em partes menores.',
  tooManyRows: `O arquivo passa de ${PANEL_IMPORT_LIMITS.maxRows.toLocaleString('pt-BR')} linhas. Divida-o em partes menores.`,
  tooManyColumns: `O arquivo passa de ${PANEL_IMPORT_LIMITS.maxColumns} colunas.`,
  emptyFile: 'O arquivo está vazio ou não tem linhas de dados abaixo do cabeçalho.',
  unknownFormat: 'Formato não reconhecido. Envie um arquivo CSV ou XLSX.',
  legacyXls: 'Arquivos .xls antigos não são aceitos. Salve a planilha como .xlsx ou CSV.',
  unreadableXlsx: 'Não foi possível ler a planilha XLSX.',
  expandedTooLarge: `A planilha descompactada passa de ${PANEL_IMPORT_LIMITS.maxExpandedBytes / 1024 / 1024} MB. Divida-a em partes menores.`,
  sheetTooLarge:
    'A planilha é grande demais: o texto das células passa de 10 milhões de caracteres. Divida-a em partes menores.',
  cellTooLong: `Uma célula passa de ${PANEL_IMPORT_LIMITS.maxCellChars.toLocaleString('pt-BR')} caracteres.`,
  mappingMismatch: 'O mapeamento não corresponde às colunas do arquivo.',
  needName: 'Associe uma coluna ao Nome.',
  needEmail: 'Associe uma coluna ao E-mail.',
  oneColumnPerField: 'Cada campo recebe uma coluna só.',
  attributeKeyRepeated: 'Dois atributos com o mesmo nome.',
  attributeKeyMissing: 'Dê um nome ao atributo.',
  panelChanged: 'O painel mudou durante a importação. Nada foi importado; tente de novo.',
} as const;

/** Why a row was not imported (one reason per row, the first found). */
export const PANEL_IMPORT_REASONS = {
  missingName: 'Nome ausente',
  shortName: 'Nome curto demais',
  missingEmail: 'E-mail ausente',
  invalidEmail: 'E-mail inválido',
  duplicateInFile: (firstRow: number) => `E-mail repetido no arquivo (linha ${firstRow})`,
  existsInPanel: 'E-mail já cadastrado no painel',
  invalidConsent: 'Consentimento inválido (use sim ou não)',
  phoneTooLong: 'Telefone longo demais',
  valueTooLong: (column: string) => `Valor longo demais na coluna ${column}`,
} as const;

export const ZPanelImportColumn = z.object({
  field: ZPanelImportField,
  /** The attribute key, for `attribute`. */
  key: ZPanelAttributeKey.optional(),
});
export type TPanelImportColumn = z.infer<typeof ZPanelImportColumn>;

/** One entry per column of the file, in order (the preview accepts an incomplete one). */
const ZPanelImportColumns = z
  .array(ZPanelImportColumn)
  .max(PANEL_IMPORT_LIMITS.maxColumns, PANEL_IMPORT_MESSAGES.tooManyColumns);
export const ZPanelImportMapping = ZPanelImportColumns.superRefine((mapping, context) => {
  const count = (field: TPanelImportField) => mapping.filter((column) => column.field === field).length;
  if (count('name') === 0) context.addIssue({ code: 'custom', message: PANEL_IMPORT_MESSAGES.needName });
  if (count('email') === 0) context.addIssue({ code: 'custom', message: PANEL_IMPORT_MESSAGES.needEmail });
  for (const field of ['name', 'email', 'phone', 'consent'] as const)
    if (count(field) > 1)
      context.addIssue({ code: 'custom', message: PANEL_IMPORT_MESSAGES.oneColumnPerField });
  const keys = mapping.filter((column) => column.field === 'attribute').map((column) => column.key);
  if (keys.some((key) => !key))
    context.addIssue({ code: 'custom', message: PANEL_IMPORT_MESSAGES.attributeKeyMissing });
  if (new Set(keys).size !== keys.length)
    context.addIssue({ code: 'custom', message: PANEL_IMPORT_MESSAGES.attributeKeyRepeated });
});
export type TPanelImportMapping = z.infer<typeof ZPanelImportMapping>;

/** What to do with a row whose e-mail is already in the panel. */
export const ZPanelImportOnExisting = z.enum(['skip', 'update'], 'Opção inválida');
export type TPanelImportOnExisting = z.infer<typeof ZPanelImportOnExisting>;

const fileFields = {
  fileName: z.string().trim().min(1, 'Escolha um arquivo').max(255, 'Nome de arquivo longo demais'),
  /** The file's bytes in base64. */
  content: z
    .string()
    .min(1, PANEL_IMPORT_MESSAGES.emptyFile)
    .regex(/^[A-Za-z0-9+/=\r\n]*$/, 'Arquivo inválido'),
  onExisting: ZPanelImportOnExisting.default('skip'),
};

/** Preview: without `mapping` the server suggests one; with it, the counts follow the chosen mapping. */
export const ZPanelImportPreviewBody = z.object({ ...fileFields, mapping: ZPanelImportColumns.optional() });
export type TPanelImportPreviewBody = z.input<typeof ZPanelImportPreviewBody>;
export const ZPanelImportCommitBody = z.object({ ...fileFields, mapping: ZPanelImportMapping });
export type TPanelImportCommitBody = z.input<typeof ZPanelImportCommitBody>;

export const ZPanelImportRejected = z.object({ row: z.number(), email: z.string(), reason: z.string() });
export type TPanelImportRejected = z.infer<typeof ZPanelImportRejected>;

export const ZPanelImportPreview = z.object({
  format: z.enum(['csv', 'xlsx']),
  columns: z.array(z.string()),
  /** The first rows, as text, aligned with `columns`. */
  rows: z.array(z.array(z.string())),
  totalRows: z.number(),
  mapping: z.array(ZPanelImportColumn),
  /** Whether `mapping` passes the rules (a name and an e-mail column, ...); else `mappingError`. */
  mappingError: z.string().nullable(),
  toInsert: z.number(),
  toUpdate: z.number(),
  rejectedCount: z.number(),
  rejected: z.array(ZPanelImportRejected),
});
export type TPanelImportPreview = z.infer<typeof ZPanelImportPreview>;

export const ZPanelImportReport = z.object({
  totalRows: z.number(),
  inserted: z.number(),
  updated: z.number(),
  rejected: z.array(ZPanelImportRejected),
});
export type TPanelImportReport = z.infer<typeof ZPanelImportReport>;
