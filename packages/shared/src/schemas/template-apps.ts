import { z } from 'zod';
import { zText } from './text';

/** Shared pieces of the template apps (mail, to-do, contacts, notes, calendar): ids, selections, texts. */

/** At most this many items a list of one template app answers (the newest first where it matters). */
export const TEMPLATE_APP_MAX_ITEMS = 500;
/** At most this many items one selection (set folder, toggle label, delete) touches. */
export const TEMPLATE_APP_MAX_SELECTION = 200;

export const zItemId = (what: string) => z.uuid(`Identificador de ${what} inválido`);

export const zSelection = (what: string) =>
  z
    .array(zItemId(what))
    .min(1, 'Selecione ao menos um item')
    .max(TEMPLATE_APP_MAX_SELECTION, `No máximo ${TEMPLATE_APP_MAX_SELECTION} itens por vez`);

/** A one-line text with a limit and a Portuguese message. */
export const zLine = (max: number, label: string) =>
  zText().trim().max(max, `${label}: no máximo ${max} caracteres`);

/** A date and time as ISO 8601 text (with offset); the server keeps it as a timestamp. */
export const zDateTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label}: data inválida` });

/** A folder, filter or label of the template apps' side menus. */
export const ZAppFolder = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  icon: z.string(),
});
export type TAppFolder = z.infer<typeof ZAppFolder>;

export const ZAppLabel = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  color: z.string(),
});
export type TAppLabel = z.infer<typeof ZAppLabel>;
