import type { TCalendarEvent } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { createCalendarRepository } from './calendar-app.repository';

/** What other modules may read of a user's calendar (the quick panel lists the next events). */
export function createCalendarService(db: Queryable) {
  const events = createCalendarRepository(db);
  return {
    /** The owner's events not over by `from`, in start order. */
    upcoming: (ownerId: string, from: Date, limit: number): Promise<TCalendarEvent[]> =>
      events.upcoming(ownerId, from.toISOString(), limit),
  };
}
