import { z } from 'zod';
import { zDateTime, zItemId, zLine } from './template-apps';
import { zText } from './text';

/** Calendar of the template suite (spec points 3 and 7): each user's own events. */
export const CALENDAR_MESSAGES = {
  notFound: 'Evento não encontrado.',
  endBeforeStart: 'O fim do evento não pode ser antes do início',
} as const;

export const ZCalendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  desc: z.string(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;
export const ZCalendarEventList = z.array(ZCalendarEvent);

/** What a user writes on an event; the end may not come before the start. */
export const ZCalendarEventFields = z
  .object({
    title: zLine(200, 'Título').min(1, 'Informe o título'),
    allDay: z.boolean().default(false),
    start: zDateTime('Início'),
    end: zDateTime('Fim'),
    desc: zText().max(5000, 'Descrição: no máximo 5000 caracteres').default(''),
  })
  .refine((event) => Date.parse(event.end) >= Date.parse(event.start), {
    message: CALENDAR_MESSAGES.endBeforeStart,
    path: ['end'],
  });
export type TCalendarEventFields = z.output<typeof ZCalendarEventFields>;
export type TCalendarEventInput = z.input<typeof ZCalendarEventFields>;

export const ZAddEventBody = z.object({ newEvent: ZCalendarEventFields });
export const ZUpdateEventBody = z.object({
  event: z.intersection(z.object({ id: zItemId('evento') }), ZCalendarEventFields),
});
export type TUpdateEvent = z.output<typeof ZUpdateEventBody>['event'];
export const ZRemoveEventBody = z.object({ eventId: zItemId('evento') });
