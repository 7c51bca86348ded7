import { z } from 'zod';
import { ZPageQuery, zPaged } from './paging';
import { zText } from './text';

/** FAQ, site search and sample invoices of the public area (spec point 3). */
export const ZFaq = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type TFaq = z.infer<typeof ZFaq>;

export const ZFaqList = zPaged(ZFaq);
export type TFaqList = z.infer<typeof ZFaqList>;

export const ZSearchQuery = ZPageQuery.extend({
  q: zText().trim().max(120, 'No máximo 120 caracteres').default(''),
});

export const ZSearchResult = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResults = zPaged(ZSearchResult);
export type TSearchResults = z.infer<typeof ZSearchResults>;

export const ZInvoiceParty = z.object({
  title: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
});

export const ZInvoiceService = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  unit: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  total: z.number(),
});

export const ZInvoice = z.object({
  id: z.string(),
  from: ZInvoiceParty,
  client: ZInvoiceParty,
  number: z.string(),
  date: z.string(),
  dueDate: z.string(),
  services: z.array(ZInvoiceService),
  subtotal: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceQuery = z.object({
  id: zText('Informe a fatura').trim().min(1, 'Informe a fatura').max(64, 'Fatura inválida'),
});
