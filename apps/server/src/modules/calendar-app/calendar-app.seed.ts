import { BUSINESS_TIME_ZONE } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { createCalendarRepository, type TNewEvent } from './calendar-app.repository';

const DAY = 86_400_000;
/** `HH:MM` in São Paulo, `days` from today, as ISO text. */
function at(days: number, time: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T${time}:00-03:00`) + days * DAY).toISOString();
}

const SAMPLE_EVENTS = (): Omit<TNewEvent, 'ownerId'>[] => [
  {
    title: 'Reunião de briefing',
    allDay: false,
    start: at(0, '10:00'),
    end: at(0, '11:00'),
    desc: 'Campanha de cardiologia',
  },
  {
    title: 'Grupo focal online',
    allDay: false,
    start: at(0, '14:30'),
    end: at(0, '16:00'),
    desc: 'Sala de webinar',
  },
  {
    title: 'Entrega do relatório',
    allDay: false,
    start: at(2, '18:00'),
    end: at(2, '18:30'),
    desc: 'Onda 2 de oncologia',
  },
  {
    title: 'Campo em Porto Alegre',
    allDay: true,
    start: at(5, '00:00'),
    end: at(7, '00:00'),
    desc: 'Entrevistas presenciais',
  },
  {
    title: 'Treinamento de entrevistadores',
    allDay: false,
    start: at(-3, '09:00'),
    end: at(-3, '12:00'),
    desc: '',
  },
];

/** Seeds the demo users' calendars into an empty table only. */
export async function seedCalendar(
  db: Db,
  demoEmails: readonly string[],
  findUserId: (db: Db, email: string) => Promise<string | null>,
): Promise<number> {
  const events = createCalendarRepository(db);
  if (!(await events.isEmpty())) return 0;
  const ids = (await Promise.all(demoEmails.map((email) => findUserId(db, email)))).filter(
    (id): id is string => id !== null,
  );
  const rows = ids.flatMap((ownerId) => SAMPLE_EVENTS().map((event) => ({ ...event, ownerId })));
  return (await events.insertMany(rows)).length;
}
