import { z } from 'zod';
import { ZPageQuery, zPaged } from './paging';
import { zText } from './text';

/** Quick panel (spec point 3): the signed-in user's own events and notes. */
export const ZQuickPanelEntry = z.object({ id: z.string(), title: z.string(), detail: z.string() });
export type TQuickPanelEntry = z.infer<typeof ZQuickPanelEntry>;

export const ZQuickPanelData = z.object({
  events: z.array(ZQuickPanelEntry),
  notes: z.array(ZQuickPanelEntry),
});
export type TQuickPanelData = z.infer<typeof ZQuickPanelData>;

/** At most this many events and notes each are listed in the panel (a 280 px drawer). */
export const QUICK_PANEL_MAX_ENTRIES = 6;

/** Quick-panel switches, kept in the user's `settings.quickPanel`. */
export const ZQuickPanelSettings = z.object({
  notifications: z.boolean().default(true),
  cloudSync: z.boolean().default(false),
  realTime: z.boolean().default(false),
});
export type TQuickPanelSettings = z.infer<typeof ZQuickPanelSettings>;

/** Icon entry of spec point 3. */
export const ZIconEntry = z.object({
  order: z.number(),
  id: z.number(),
  name: z.string(),
  prevSize: z.literal(32),
  code: z.number(),
  ligatures: z.string(),
  tags: z.array(z.string()),
});
export type TIconEntry = z.infer<typeof ZIconEntry>;

export const ZIconListQuery = ZPageQuery.extend({
  q: zText().trim().max(80, 'Busca muito longa').optional(),
});
export type TIconListQuery = z.infer<typeof ZIconListQuery>;

export const ZIconList = zPaged(ZIconEntry);
export type TIconList = z.infer<typeof ZIconList>;
