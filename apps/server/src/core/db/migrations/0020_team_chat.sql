-- Team chat (spec points 2, 3 and 7): one chat per pair of users, its members with how far each has read,
-- the messages in a gap-free order per chat, and each user's mood and chosen status.
CREATE TABLE chats (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The pair, smaller id first, so a pair has one chat however it is asked for.
  user_low uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_high uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The seq of the newest message: a send takes the row lock to number its message, so seqs follow commits.
  last_seq integer NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chats_pair_ordered CHECK (user_low < user_high),
  CONSTRAINT chats_pair_unique UNIQUE (user_low, user_high)
)
-- statement
CREATE INDEX chats_user_high ON chats (user_high)
-- statement
CREATE TABLE chat_members (
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Every message up to this seq has been read by this member (read receipts and unread counts).
  last_read_seq integer NOT NULL DEFAULT 0,
  PRIMARY KEY (chat_id, user_id),
  CONSTRAINT chat_members_contact_unique UNIQUE (user_id, contact_id)
)
-- statement
CREATE TABLE chat_messages (
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chat_id, seq)
)
-- statement
CREATE TABLE chat_user_data (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mood text NOT NULL DEFAULT '',
  -- What the user chose; connections decide whether they show online, away or offline.
  status text NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'away', 'do-not-disturb', 'offline')),
  updated_at timestamptz NOT NULL DEFAULT now()
)
