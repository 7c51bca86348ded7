import {
  type TCalendarEvent,
  type TCalendarEventFields,
  TEMPLATE_APP_MAX_ITEMS,
  type TUpdateEvent,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

type TEventRow = {
  id: string;
  title: string;
  all_day: boolean;
  starts_at: Date | string;
  ends_at: Date | string;
  description: string;
};

const COLUMNS = 'id, title, all_day, starts_at, ends_at, description';
const toEvent = (row: TEventRow): TCalendarEvent => ({
  id: row.id,
  title: row.title,
  allDay: row.all_day,
  start: new Date(row.starts_at).toISOString(),
  end: new Date(row.ends_at).toISOString(),
  desc: row.description,
});

export type TNewEvent = TCalendarEventFields & { ownerId: string };

/** The calendars; every method takes the owner, so one user never reads or changes another's events. */
export function createCalendarRepository(db: Queryable) {
  return {
    /** The newest events first when there are more than the cap, answered in start order. */
    async list(ownerId: string): Promise<TCalendarEvent[]> {
      const result = await db.query<TEventRow>(
        `SELECT * FROM (
           SELECT ${COLUMNS} FROM calendar_events WHERE owner_id = $1
           ORDER BY starts_at DESC LIMIT ${TEMPLATE_APP_MAX_ITEMS}
         ) latest ORDER BY starts_at, id`,
        [ownerId],
      );
      return result.rows.map(toEvent);
    },

    /** Events not over by `from` (ongoing and later ones), in start order, at most `limit`. */
    async upcoming(ownerId: string, from: string, limit: number): Promise<TCalendarEvent[]> {
      const result = await db.query<TEventRow>(
        `SELECT ${COLUMNS} FROM calendar_events WHERE owner_id = $1 AND ends_at >= $2
         ORDER BY starts_at, id LIMIT $3`,
        [ownerId, from, limit],
      );
      return result.rows.map(toEvent);
    },

    async insertMany(events: readonly TNewEvent[]): Promise<TCalendarEvent[]> {
      if (events.length === 0) return [];
      const result = await db.query<TEventRow>(
        `INSERT INTO calendar_events (owner_id, title, all_day, starts_at, ends_at, description)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::boolean[], $4::timestamptz[], $5::timestamptz[], $6::text[])
         RETURNING ${COLUMNS}`,
        [
          events.map((event) => event.ownerId),
          events.map((event) => event.title),
          events.map((event) => event.allDay),
          events.map((event) => event.start),
          events.map((event) => event.end),
          events.map((event) => event.desc),
        ],
      );
      return result.rows.map(toEvent);
    },

    async update(ownerId: string, event: TUpdateEvent): Promise<TCalendarEvent | null> {
      const result = await db.query<TEventRow>(
        `UPDATE calendar_events SET title = $3, all_day = $4, starts_at = $5, ends_at = $6, description = $7
         WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [ownerId, event.id, event.title, event.allDay, event.start, event.end, event.desc],
      );
      return result.rows[0] ? toEvent(result.rows[0]) : null;
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const result = await db.query('DELETE FROM calendar_events WHERE owner_id = $1 AND id = $2', [
        ownerId,
        id,
      ]);
      return result.rowCount > 0;
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM calendar_events LIMIT 1')).rowCount === 0;
    },
  };
}
