import {
  audienceOf,
  DOC_MESSAGES,
  DOC_RESTORE_DAYS,
  STUDY_MESSAGES,
  type TDoc,
  type TDocNewBody,
  type TDocSettingsBody,
  type TDocSummary,
  within,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db } from '../../core/db/connection';
import type { FileStorage } from '../../core/files/storage';
import { AppError } from '../../lib/app-error';
import { createBoardRepository } from './board.repository';
import { type BoardKind, DOC_BOARDS } from './board-kind';
import { createCardLogRepository } from './card-log.repository';
import { createDocAccess } from './doc-access';
import { slugOf, toCards, toSummary } from './doc-view';
import { createDocsRepository } from './docs.repository';

type User = Pick<Principal, 'id' | 'role'>;

/**
 * Boards of one kind as a whole: list, create, open, rename, settings, members, delete and restore.
 * `kind` is the app (study boards by default, or the scrumboard); each kind sees only its own boards.
 */
export function createDocsService(db: Db, files: FileStorage, kind: BoardKind = DOC_BOARDS) {
  const docs = createDocsRepository(db, kind.kind);
  const board = createBoardRepository(db);
  const log = createCardLogRepository(db);
  const access = createDocAccess(docs, kind);

  /**
   * Whom the caller may find and add (issue 32, as the chat directory): the team finds everyone who may open
   * this kind of board; a client or respondent only the team, never other clients or respondents.
   */
  const directoryOf = (user: User) =>
    audienceOf(user.role) === 'team' ? kind.readRoles : within(kind.readRoles, 'team');

  /** A board may be linked only to a questionnaire that exists. */
  async function checkSurvey(surveyId: string | null | undefined) {
    if (surveyId && !(await docs.surveyExists(surveyId)))
      throw new AppError('UNPROCESSABLE', STUDY_MESSAGES.surveyNotFound, {
        surveyId: STUDY_MESSAGES.surveyNotFound,
      });
  }

  return {
    access,

    /** The board's name as `userId` (a member) finds it; null when gone. */
    async nameOf(docId: string, userId: string): Promise<string | null> {
      return (await docs.find(docId, userId))?.name ?? null;
    },
    /** No board of this kind exists yet (demo seeds write into an empty app only). */
    isEmpty: () => docs.isEmpty(),

    async list(user: User, deleted: boolean): Promise<TDocSummary[]> {
      if (!access.mayRead(user)) throw new AppError('FORBIDDEN');
      const rows = await docs.list(user.id, { all: access.seesEveryBoard(user.role), deleted });
      return rows.map((row) => toSummary(row, access.mayEdit(user)));
    },

    async create(user: User, input: TDocNewBody['doc']): Promise<TDocSummary> {
      if (!access.mayEdit(user)) throw new AppError('FORBIDDEN');
      await checkSurvey(input.surveyId);
      const id = await db.transaction(async (tx) => {
        const docId = await docs.insert(tx, {
          name: input.name,
          uri: slugOf(input.name),
          color: input.settings?.color ?? '',
          cardCoverImages: input.settings?.cardCoverImages ?? true,
          tags: input.tags ?? [],
          categories: input.categories ?? [],
          labels: kind.defaultLabels,
          createdBy: user.id,
          surveyId: input.surveyId ?? null,
        });
        await docs.addMember(tx, docId, user.id);
        return docId;
      });
      if (input.settings?.subscribed) await docs.setSubscribed(id, user.id, true);
      const { doc, canEdit } = await access.read(user, id);
      return toSummary(doc, canEdit);
    },

    async get(user: User, docId: string): Promise<TDoc> {
      const { doc, canEdit } = await access.read(user, docId);
      const [lists, cards, attachments, activities, members, followed] = await Promise.all([
        board.lists(docId),
        board.cards(docId),
        log.attachmentsOf(docId),
        log.activitiesOf(docId),
        docs.members(docId),
        log.followedBy(docId, user.id),
      ]);
      const { cardCount: _count, ...summary } = toSummary(doc, canEdit);
      return {
        ...summary,
        url: kind.url(doc.id, doc.uri),
        lists,
        cards: toCards(kind, docId, cards, attachments, activities, followed),
        members,
        labels: doc.labels,
      };
    },

    async rename(user: User, docId: string, name: string) {
      await access.write(user, docId);
      const uri = slugOf(name);
      await docs.rename(docId, name, uri);
      return { id: docId, name, uri };
    },

    /** Colour, covers, labels, tags and categories are the board's; `subscribed` is this member's own. */
    async updateSettings(user: User, docId: string, settings: TDocSettingsBody['settings']) {
      const { subscribed, ...boardSettings } = settings;
      const shared = Object.values(boardSettings).some((value) => value !== undefined);
      if (shared) await access.write(user, docId);
      else await access.read(user, docId);
      await checkSurvey(boardSettings.surveyId);
      if (shared) await docs.update(docId, boardSettings);
      if (subscribed !== undefined) await docs.setSubscribed(docId, user.id, subscribed);
      const { doc, canEdit } = await access.read(user, docId);
      return toSummary(doc, canEdit);
    },

    async setMembers(user: User, docId: string, memberIds: string[]) {
      await access.write(user, docId);
      // Whoever edits the list stays on the board (else it would lock itself out).
      const ids = [...new Set([...memberIds, user.id])];
      if (audienceOf(user.role) !== 'team') {
        // Outside the team only the team may be added: the board would show a client or respondent to another.
        const current = new Set((await docs.members(docId)).map((member) => member.id));
        const added = ids.filter((id) => !current.has(id) && id !== user.id);
        const team = await docs.idsWithRoles(added, directoryOf(user));
        if (team.length !== added.length)
          throw new AppError('UNPROCESSABLE', DOC_MESSAGES.memberOutsideTeam, {
            memberIds: DOC_MESSAGES.memberOutsideTeam,
          });
      }
      await db.transaction((tx) => docs.replaceMembers(tx, docId, ids));
      return docs.members(docId);
    },

    async people(user: User, docId: string) {
      await access.write(user, docId);
      return docs.people(directoryOf(user));
    },

    async remove(user: User, docId: string) {
      await access.write(user, docId);
      await docs.setDeleted(docId, true);
      const { doc, canEdit } = await access.read(user, docId, true);
      return toSummary(doc, canEdit);
    },

    async restore(user: User, docId: string) {
      const { doc } = await access.write(user, docId, true);
      if (doc.deleted_at === null) return toSummary(doc, true);
      if (Date.now() - new Date(doc.deleted_at).getTime() > DOC_RESTORE_DAYS * 86_400_000)
        throw new AppError('NOT_FOUND', DOC_MESSAGES.restoreExpired);
      await docs.setDeleted(docId, false);
      const restored = await access.read(user, docId);
      return toSummary(restored.doc, restored.canEdit);
    },

    /** Boards past the 30 days go with their files (a file left by a crash is only disk, never served). */
    async purgeExpired(): Promise<number> {
      const keys = await docs.purgeExpired();
      for (const key of keys) await files.remove(key);
      return keys.length;
    },
  };
}
export type DocsService = ReturnType<typeof createDocsService>;
