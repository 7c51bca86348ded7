import type { TChatListEntry, TChatMessage, TChatStatus } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

type TMessageRow = {
  chat_id: string;
  seq: number;
  sender_id: string;
  body: string;
  created_at: Date | string;
};

export type TContactRow = {
  id: string;
  name: string;
  avatar: string;
  mood: string;
  status: TChatStatus;
  unread: number;
};

export type TMembership = { chatId: string; contactId: string; lastReadSeq: number; contactReadSeq: number };

/**
 * Whom a viewer reaches by chat (issue 32): `peers`, roles reached freely; `viaBoard`, roles reached only when
 * they share a live study board (the doc-app's `docs` of kind 'doc' and their `doc_members`, read only).
 */
export type TChatReach = { peers: readonly string[]; viaBoard: readonly string[] };

/** `u` is a contact `$1` reaches with the reach `$2` (peers) and `$3` (via a shared study board). */
const REACHABLE = `u.id <> $1 AND (u.role = ANY($2::text[]) OR (u.role = ANY($3::text[]) AND EXISTS (
  SELECT 1 FROM doc_members mine
  JOIN doc_members theirs ON theirs.doc_id = mine.doc_id AND theirs.user_id = u.id
  JOIN docs d ON d.id = mine.doc_id AND d.kind = 'doc' AND d.deleted_at IS NULL
  WHERE mine.user_id = $1)))`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toChatMessage(row: TMessageRow): TChatMessage {
  return {
    id: `${row.chat_id}:${row.seq}`,
    chatId: row.chat_id,
    seq: row.seq,
    who: row.sender_id,
    message: row.body,
    time: iso(row.created_at),
  };
}

/** Chats, their members and messages, and each user's mood and chosen status (the chat module's tables). */
export function createChatRepository(db: Queryable) {
  return {
    /** Whether `viewerId` reaches `contactId` by chat (contacts are only such users). */
    async reaches(viewerId: string, contactId: string, reach: TChatReach, tx: Queryable = db) {
      const result = await tx.query(`SELECT 1 FROM users u WHERE ${REACHABLE} AND u.id = $4`, [
        viewerId,
        reach.peers,
        reach.viaBoard,
        contactId,
      ]);
      return result.rowCount > 0;
    },

    /** The chat of the pair, created with both members the first time (two callers at once get one chat). */
    async findOrCreateChat(userId: string, contactId: string, tx: Queryable = db): Promise<string> {
      await tx.query(
        `INSERT INTO chats (user_low, user_high) VALUES (LEAST($1::uuid, $2::uuid), GREATEST($1::uuid, $2::uuid))
         ON CONFLICT (user_low, user_high) DO NOTHING`,
        [userId, contactId],
      );
      const chat = await tx.query<{ id: string }>(
        'SELECT id FROM chats WHERE user_low = LEAST($1::uuid, $2::uuid) AND user_high = GREATEST($1::uuid, $2::uuid)',
        [userId, contactId],
      );
      const chatId = chat.rows[0]?.id as string;
      await tx.query(
        `INSERT INTO chat_members (chat_id, user_id, contact_id) VALUES ($1, $2, $3), ($1, $3, $2)
         ON CONFLICT (chat_id, user_id) DO NOTHING`,
        [chatId, userId, contactId],
      );
      return chatId;
    },

    /** The caller's membership of a chat with both read marks; null when the caller is not in it. */
    async membership(chatId: string, userId: string, tx: Queryable = db): Promise<TMembership | null> {
      const result = await tx.query<{ contact_id: string; last_read_seq: number; contact_read_seq: number }>(
        `SELECT me.contact_id, me.last_read_seq, other.last_read_seq AS contact_read_seq
         FROM chat_members me JOIN chat_members other ON other.chat_id = me.chat_id AND other.user_id = me.contact_id
         WHERE me.chat_id = $1 AND me.user_id = $2`,
        [chatId, userId],
      );
      const row = result.rows[0];
      return row
        ? {
            chatId,
            contactId: row.contact_id,
            lastReadSeq: row.last_read_seq,
            contactReadSeq: row.contact_read_seq,
          }
        : null;
    },

    /**
     * Appends a message if the sender is a member. Taking the chat row's lock numbers the messages in the
     * order their transactions commit, so seqs have no gaps and a read mark never skips a late commit.
     */
    async appendMessage(
      chatId: string,
      senderId: string,
      body: string,
      tx: Queryable = db,
    ): Promise<TChatMessage | null> {
      const result = await tx.query<TMessageRow>(
        `WITH bumped AS (
           UPDATE chats SET last_seq = last_seq + 1, last_message_at = clock_timestamp()
           WHERE id = $1 AND EXISTS (SELECT 1 FROM chat_members WHERE chat_id = $1 AND user_id = $2)
           RETURNING id, last_seq, last_message_at
         )
         INSERT INTO chat_messages (chat_id, seq, sender_id, body, created_at)
         SELECT id, last_seq, $2, $3, last_message_at FROM bumped
         RETURNING chat_id, seq, sender_id, body, created_at`,
        [chatId, senderId, body],
      );
      const row = result.rows[0];
      return row ? toChatMessage(row) : null;
    },

    /** Moves the member's read mark forward to `seq` (never past the newest message, never back). */
    async markRead(chatId: string, userId: string, seq: number, tx: Queryable = db): Promise<number | null> {
      const result = await tx.query<{ last_read_seq: number }>(
        `UPDATE chat_members SET last_read_seq = GREATEST(last_read_seq,
           LEAST($3::int, (SELECT last_seq FROM chats WHERE id = $1)))
         WHERE chat_id = $1 AND user_id = $2
         RETURNING last_read_seq`,
        [chatId, userId, seq],
      );
      return result.rows[0]?.last_read_seq ?? null;
    },

    /** Messages of the member's contact after the member's read mark. */
    async unreadCount(chatId: string, userId: string, tx: Queryable = db): Promise<number> {
      const result = await tx.query<{ unread: number }>(
        `SELECT count(*)::int AS unread FROM chat_members cm
         JOIN chat_messages m ON m.chat_id = cm.chat_id AND m.seq > cm.last_read_seq AND m.sender_id = cm.contact_id
         WHERE cm.chat_id = $1 AND cm.user_id = $2`,
        [chatId, userId],
      );
      return result.rows[0]?.unread ?? 0;
    },

    /** One page of the history before seq `before` (or the newest), oldest first. */
    async page(
      chatId: string,
      before: number | null,
      size: number,
      tx: Queryable = db,
    ): Promise<{ dialog: TChatMessage[]; hasMore: boolean }> {
      const result = await tx.query<TMessageRow>(
        `SELECT chat_id, seq, sender_id, body, created_at FROM chat_messages
         WHERE chat_id = $1 AND ($2::int IS NULL OR seq < $2::int)
         ORDER BY seq DESC LIMIT $3`,
        [chatId, before, size + 1],
      );
      const rows = result.rows.slice(0, size).reverse();
      return { dialog: rows.map(toChatMessage), hasMore: result.rows.length > size };
    },

    /** The user's chats that have messages, the newest first. */
    async chatList(userId: string, tx: Queryable = db): Promise<TChatListEntry[]> {
      const result = await tx.query<{ contact_id: string; chat_id: string; last_message_at: Date | string }>(
        `SELECT cm.contact_id, cm.chat_id, c.last_message_at FROM chat_members cm
         JOIN chats c ON c.id = cm.chat_id
         WHERE cm.user_id = $1 AND c.last_message_at IS NOT NULL
         ORDER BY c.last_message_at DESC, c.id`,
        [userId],
      );
      return result.rows.map((row) => ({
        contactId: row.contact_id,
        chatId: row.chat_id,
        lastMessageTime: iso(row.last_message_at),
      }));
    },

    /**
     * The users one may chat with (read model over the users table): those with a chat first, the newest
     * message first, then everyone else by name; each with the unread messages they sent.
     */
    async contacts(userId: string, reach: TChatReach, limit: number, tx: Queryable = db) {
      const result = await tx.query<TContactRow>(
        `SELECT u.id, u.display_name AS name, u.photo_url AS avatar, COALESCE(d.mood, '') AS mood,
                COALESCE(d.status, 'online') AS status,
                (SELECT count(*)::int FROM chat_messages m
                 WHERE m.chat_id = cm.chat_id AND m.seq > cm.last_read_seq AND m.sender_id = u.id) AS unread
         FROM users u
         LEFT JOIN chat_user_data d ON d.user_id = u.id
         LEFT JOIN chat_members cm ON cm.user_id = $1 AND cm.contact_id = u.id
         LEFT JOIN chats c ON c.id = cm.chat_id
         WHERE ${REACHABLE}
         ORDER BY c.last_message_at DESC NULLS LAST, lower(u.display_name), u.id
         LIMIT $4`,
        [userId, reach.peers, reach.viaBoard, limit],
      );
      return result.rows;
    },

    /** A user's name, avatar, mood and chosen status (defaults until the user sets them). */
    async userData(userId: string, tx: Queryable = db) {
      const result = await tx.query<{ name: string; avatar: string; mood: string; status: TChatStatus }>(
        `SELECT u.display_name AS name, u.photo_url AS avatar, COALESCE(d.mood, '') AS mood,
                COALESCE(d.status, 'online') AS status
         FROM users u LEFT JOIN chat_user_data d ON d.user_id = u.id WHERE u.id = $1`,
        [userId],
      );
      return result.rows[0] ?? null;
    },

    async saveUserData(
      userId: string,
      data: { mood?: string; status?: TChatStatus },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO chat_user_data (user_id, mood, status) VALUES ($1, COALESCE($2, ''), COALESCE($3, 'online'))
         ON CONFLICT (user_id) DO UPDATE SET mood = COALESCE($2, chat_user_data.mood),
           status = COALESCE($3, chat_user_data.status), updated_at = now()`,
        [userId, data.mood ?? null, data.status ?? null],
      );
    },
  };
}
