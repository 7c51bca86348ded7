import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each file took in a full `npm test` (2 workers, 2026-11-29), longest first. Only the order matters:
 * a long file started last runs alone while the other worker idles (rooms.e2e.ts did, for ~45 s). A file not
 * listed counts as FILE_SECONDS_UNKNOWN; refresh the list from the "e2e" lines of a run when it drifts.
 */
export const FILE_SECONDS: Record<string, number> = {
  'accessibility.e2e.ts': 222,
  'navigation.e2e.ts': 117,
  'rooms.e2e.ts': 96,
  'public.e2e.ts': 91,
  'survey-corpus.e2e.ts': 91,
  'narrow-screens.e2e.ts': 86,
  'accessibility-overlays.e2e.ts': 85,
  'report-durability.e2e.ts': 61,
  'offline-interviews.e2e.ts': 61,
  'mailing.e2e.ts': 57,
  'accessibility-keyboard.e2e.ts': 45,
  'shell.e2e.ts': 45,
  'server-lifecycle.e2e.ts': 40,
  'survey-core.e2e.ts': 35,
  'auth.e2e.ts': 22,
  'team-chat.e2e.ts': 21,
  'feed.e2e.ts': 21,
  'dashboards.e2e.ts': 20,
  'mail.e2e.ts': 19,
  'insights.e2e.ts': 16,
  'documents.e2e.ts': 16,
  'todo.e2e.ts': 16,
  'account-safety.e2e.ts': 15,
  'e-commerce.e2e.ts': 13,
  'knowledge-base.e2e.ts': 12,
  'global-search.e2e.ts': 12,
  'reports.e2e.ts': 12,
  'scrumboard.e2e.ts': 11,
  'survey-editor.e2e.ts': 11,
  'settings.e2e.ts': 10,
  'file-manager.e2e.ts': 10,
  'academy.e2e.ts': 9,
  'calendar.e2e.ts': 8,
  'self-registration.e2e.ts': 7,
  'survey-users.e2e.ts': 7,
  'response-files.e2e.ts': 7,
  'contacts.e2e.ts': 7,
  'survey-player-respondent.e2e.ts': 6,
  'notes.e2e.ts': 6,
  'studies.e2e.ts': 5,
  'survey-endings.e2e.ts': 4,
  'reduced-motion.e2e.ts': 4,
  'push.e2e.ts': 3,
  'api-language.e2e.ts': 0,
};

const FILE_SECONDS_UNKNOWN = 20;

const secondsOf = (file: TestSpecification) =>
  file.project.name === 'e2e' ? (FILE_SECONDS[path.basename(file.moduleId)] ?? FILE_SECONDS_UNKNOWN) : 0;

/**
 * Vitest's own order (failed first, then by the times in its cache) is lost on a fresh clone, where it falls back
 * to file size: the e2e files start longest first by the committed figures instead. Vitest takes one sequencer
 * for all projects (the root config's); the others keep its order, and projects stay apart as it put them.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const projects = [...new Set(ordered.map((file) => file.project.name))];
    const projectRank = (file: TestSpecification) => projects.indexOf(file.project.name);
    // Array.prototype.sort is stable: among equal figures Vitest's own order stands.
    return ordered.sort((a, b) => projectRank(a) - projectRank(b) || secondsOf(b) - secondsOf(a));
  }
}
