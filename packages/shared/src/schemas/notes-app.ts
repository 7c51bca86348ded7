import { z } from 'zod';
import { zDateTime, zItemId, zLine } from './template-apps';
import { zText } from './text';

/** Notes of the template suite (spec points 3 and 7): each user's own notes and note labels. */
export const NOTES_MESSAGES = { notFound: 'Nota não encontrada.' } as const;
export const NOTES_LIMITS = { title: 200, description: 5000, checklist: 50, labels: 30 } as const;

export const ZNoteLabel = z.object({ id: z.string(), name: z.string(), handle: z.string() });
export type TNoteLabel = z.infer<typeof ZNoteLabel>;
export const ZNoteLabelList = z.array(ZNoteLabel);

export const ZNoteChecklistItem = z.object({ id: z.string(), checked: z.boolean(), text: z.string() });
export type TNoteChecklistItem = z.infer<typeof ZNoteChecklistItem>;

export const ZNote = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  archive: z.boolean(),
  image: z.string(),
  time: z.string(),
  reminder: z.string().nullable(),
  checklist: z.array(ZNoteChecklistItem),
  labels: z.array(z.string()),
});
export type TNote = z.infer<typeof ZNote>;
export const ZNoteList = z.array(ZNote);

const zShortId = (what: string) =>
  zLine(60, what)
    .min(1, `Identificador de ${what} inválido`)
    .regex(/^[A-Za-z0-9_-]+$/, `Identificador de ${what} inválido`);

/**
 * What a user writes on a note; the server keeps the labels that exist among the user's own. An empty note is
 * allowed, as on paper; the screen only offers to save one with some content.
 */
export const ZNoteFields = z.object({
  title: zLine(NOTES_LIMITS.title, 'Título').default(''),
  description: zText()
    .max(NOTES_LIMITS.description, `Texto: no máximo ${NOTES_LIMITS.description} caracteres`)
    .default(''),
  archive: z.boolean().default(false),
  // An http(s) address or a path of this site (the page's CSP shows images of this site only).
  image: zLine(2000, 'Imagem')
    .regex(/^(|https?:\/\/[^\s/?#\\]+[^\s\\]*|\/(?!\/)[^\s\\]*)$/, 'Imagem: endereço inválido')
    .default(''),
  reminder: zDateTime('Lembrete').nullable().default(null),
  checklist: z
    .array(
      z.object({
        id: zShortId('item'),
        checked: z.boolean().default(false),
        text: zLine(300, 'Item da lista'),
      }),
    )
    .max(NOTES_LIMITS.checklist, `No máximo ${NOTES_LIMITS.checklist} itens na lista`)
    .default([]),
  labels: z
    .array(zShortId('etiqueta'))
    .max(NOTES_LIMITS.labels, `No máximo ${NOTES_LIMITS.labels} etiquetas`)
    .default([]),
});
export type TNoteFields = z.output<typeof ZNoteFields>;
export type TNoteInput = z.input<typeof ZNoteFields>;

export const ZCreateNoteBody = z.object({ note: ZNoteFields });
export const ZUpdateNoteBody = z.object({
  note: ZNoteFields.extend({ id: zItemId('nota') }),
});
export type TUpdateNote = z.output<typeof ZUpdateNoteBody>['note'];
export const ZNoteIdBody = z.object({ noteId: zItemId('nota') });

/** POST update-labels: the user's whole set of labels; a label left out leaves every note too. */
export const ZUpdateNoteLabelsBody = z.object({
  labels: z
    .array(
      z.object({
        id: zShortId('etiqueta'),
        name: zLine(60, 'Etiqueta').min(1, 'Informe o nome da etiqueta'),
      }),
    )
    .max(NOTES_LIMITS.labels, `No máximo ${NOTES_LIMITS.labels} etiquetas`)
    .refine((labels) => new Set(labels.map((label) => label.id)).size === labels.length, {
      message: 'Etiquetas repetidas',
    }),
});
