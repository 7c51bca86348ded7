import {
  slugify,
  type TDocActivity,
  type TDocAttachment,
  type TDocCard,
  type TDocSummary,
} from '@pesquisemais/shared';
import { PREVIEWABLE_IMAGE_TYPES } from '../../core/files/content-type';
import type { CardRow } from './board.repository';
import type { BoardKind } from './board-kind';
import type { ActivityRow, AttachmentRow } from './card-log.repository';
import type { DocRow } from './docs.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A board's URL slug, from its name: 'Estudo Cardiologia 2026' → 'estudo-cardiologia-2026'. */
export const slugOf = (name: string) => slugify(name, { fallback: 'quadro' });

export function toSummary(row: DocRow, canEdit: boolean): TDocSummary {
  return {
    id: row.id,
    name: row.name,
    uri: row.uri,
    tags: row.tags,
    categories: row.categories,
    settings: {
      color: row.color,
      subscribed: row.subscribed ?? false,
      cardCoverImages: row.card_cover_images,
    },
    cardCount: row.card_count,
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at === null ? null : iso(row.deleted_at),
    surveyId: row.survey_id,
    canEdit,
  };
}

export function toAttachment(kind: BoardKind, docId: string, row: AttachmentRow): TDocAttachment {
  const url = `${kind.api.base}/attachment?${kind.api.idKey}=${docId}&attachmentId=${row.id}`;
  const isImage = PREVIEWABLE_IMAGE_TYPES.includes(row.content_type);
  return {
    id: row.id,
    name: row.name,
    type: isImage ? 'image' : 'file',
    contentType: row.content_type,
    size: Number(row.size_bytes),
    url,
    src: isImage ? `${url}&preview=true` : null,
    time: iso(row.created_at),
  };
}

export const toActivity = (row: ActivityRow): TDocActivity => ({
  id: row.id,
  type: row.type,
  idMember: row.member_id,
  message: row.message,
  time: iso(row.created_at),
});

/** Cards with their attachments and activities, grouped in one pass. */
export function toCards(
  kind: BoardKind,
  docId: string,
  cards: CardRow[],
  attachments: AttachmentRow[],
  activities: ActivityRow[],
  /** The cards the asking user follows. */
  followed: ReadonlySet<string> = new Set(),
): TDocCard[] {
  const byCard = <T extends { card_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(row.card_id);
      if (list) list.push(row);
      else map.set(row.card_id, [row]);
    }
    return map;
  };
  const files = byCard(attachments);
  const log = byCard(activities);
  return cards.map((card) => ({
    id: card.id,
    name: card.name,
    description: card.description,
    idAttachmentCover: card.id_attachment_cover,
    idMembers: card.id_members,
    idLabels: card.id_labels,
    attachments: (files.get(card.id) ?? []).map((row) => toAttachment(kind, docId, row)),
    checklists: card.checklists,
    activities: (log.get(card.id) ?? []).map(toActivity),
    due: card.due === null ? null : iso(card.due),
    revision: card.revision,
    subscribed: followed.has(card.id),
  }));
}
