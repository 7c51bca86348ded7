import type { TNote } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { createNotesRepository } from './notes-app.repository';

/** What other modules may read of a user's notes (the quick panel lists the newest ones). */
export function createNotesService(db: Queryable) {
  const notes = createNotesRepository(db);
  return {
    /** The owner's newest notes that are not archived. */
    recent: (ownerId: string, limit: number): Promise<TNote[]> => notes.recent(ownerId, limit),
  };
}
