import {
  BUSINESS_TIME_ZONE,
  businessDay,
  businessDayBounds,
  QUICK_PANEL_MAX_ENTRIES,
  type TCalendarEvent,
  type TNote,
  type TQuickPanelData,
  type TQuickPanelEntry,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { createCalendarService } from '../calendar-app';
import { createNotesService } from '../notes-app';

const DAY_MS = 86_400_000;
const NOTE_DETAIL_CHARS = 80;
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** 'hoje, 10:00 · Campanha de cardiologia': the day (São Paulo), the time or 'dia inteiro', the description. */
export function eventDetail(event: TCalendarEvent, now: Date): string {
  const today = businessDay(now);
  const tomorrow = businessDay(new Date(Date.parse(businessDayBounds(today).start) + DAY_MS));
  // An event that began before today and is still on shows as today's.
  const shown = new Date(Math.max(Date.parse(event.start), Date.parse(businessDayBounds(today).start)));
  const day = businessDay(shown);
  const dayText = day === today ? 'hoje' : day === tomorrow ? 'amanhã' : dayFormat.format(shown);
  const when = `${dayText}, ${event.allDay ? 'dia inteiro' : timeFormat.format(new Date(event.start))}`;
  return event.desc ? `${when} · ${event.desc}` : when;
}

/** The note's text, cut short; a checklist note says how many items are done. */
export function noteDetail(note: TNote): string {
  const text = note.description.replace(/\s+/g, ' ').trim();
  if (text) return text.length > NOTE_DETAIL_CHARS ? `${text.slice(0, NOTE_DETAIL_CHARS - 1)}…` : text;
  if (note.checklist.length === 0) return '';
  const done = note.checklist.filter((item) => item.checked).length;
  return `${done} de ${note.checklist.length} itens concluídos`;
}

/**
 * The quick panel (spec point 3) read from the user's own calendar and notes: events still to come from
 * today on (São Paulo) in start order, and the newest notes not archived.
 */
export async function quickPanelData(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<TQuickPanelData> {
  const todayStart = new Date(businessDayBounds(businessDay(now)).start);
  const [events, notes] = await Promise.all([
    createCalendarService(db).upcoming(userId, todayStart, QUICK_PANEL_MAX_ENTRIES),
    createNotesService(db).recent(userId, QUICK_PANEL_MAX_ENTRIES),
  ]);
  const entry = (id: string, title: string, detail: string): TQuickPanelEntry => ({ id, title, detail });
  return {
    events: events.map((event) => entry(event.id, event.title, eventDetail(event, now))),
    notes: notes.map((note) => entry(note.id, note.title || 'Sem título', noteDetail(note))),
  };
}
