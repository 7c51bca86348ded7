import {
  PANEL_LIMITS,
  ZCreateRespondentBody,
  ZPanelAttributeKey,
  ZPanelAttributeValue,
} from '@pesquisemais/shared';
import { z } from 'zod';

/** The server's rules (shared zod), with the attributes as editable rows. */
export const ZRespondentForm = z.object({
  name: ZCreateRespondentBody.shape.name,
  email: ZCreateRespondentBody.shape.email,
  phone: z.string().trim().max(40, 'Telefone inválido'),
  attributes: z
    .array(
      z.object({
        key: z.string().trim().min(1, 'Informe o atributo').pipe(ZPanelAttributeKey),
        value: ZPanelAttributeValue,
      }),
    )
    .max(PANEL_LIMITS.attributesMax)
    .refine((rows) => new Set(rows.map((row) => row.key)).size === rows.length, {
      message: 'Dois atributos com o mesmo nome.',
    }),
  consent: z.boolean(),
  optedOut: z.boolean(),
});
export type TRespondentFormInput = z.input<typeof ZRespondentForm>;
export type TRespondentForm = z.output<typeof ZRespondentForm>;
