import { z } from 'zod';
import { zText } from './text';

/** A browser's PushSubscription as JSON (PushSubscription.toJSON()). */
export const ZPushSubscription = z.object({
  endpoint: z.url('Endereço de inscrição inválido').max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: zText().min(1, 'Chave inválida').max(200),
    auth: zText().min(1, 'Chave inválida').max(100),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** Push services are public https servers; anything else could make our server call an internal address. */
export const PUSH_MESSAGES = {
  endpointNotPublic: 'Endereço de inscrição inválido: use o endereço https público do serviço de push.',
} as const;

export const ZPushPublicKey = z.object({ publicKey: z.string() });

export const ZPushTestBody = z.object({ userId: z.uuid('Usuário inválido') });

export const ZPushTestResult = z.object({
  sent: z.number(),
  removed: z.number(),
  failed: z.number(),
});
export type TPushTestResult = z.infer<typeof ZPushTestResult>;

export const PUSH_TEST_NOTIFICATION = {
  title: 'Pesquise(+)',
  body: 'Notificação de teste: as notificações estão funcionando.',
} as const;
