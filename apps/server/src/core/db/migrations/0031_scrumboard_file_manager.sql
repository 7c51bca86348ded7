-- Scrumboard (/apps/scrumboard) boards run on the study boards' engine (docs, doc_lists, doc_cards, ...):
-- `kind` says which app a board belongs to, and each app only ever reads and writes its own kind.
ALTER TABLE docs ADD COLUMN kind text NOT NULL DEFAULT 'doc' CHECK (kind IN ('doc', 'scrumboard'))
-- statement
CREATE INDEX docs_kind ON docs (kind, updated_at DESC)
-- statement
-- File manager (/apps/file-manager): each user's own folders and files. Bytes live in the file storage
-- (core/files) under storage_key; a folder has none. A user's requests only read or write its own rows.
CREATE TABLE file_manager_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES file_manager_items (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('folder', 'document', 'spreadsheet', 'presentation', 'image', 'pdf', 'archive', 'audio', 'video', 'text', 'file')),
  storage_key text,
  content_type text NOT NULL DEFAULT '',
  size_bytes bigint NOT NULL DEFAULT 0,
  offline boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  opened_at timestamptz
)
-- statement
-- One name per folder and owner (case-insensitive): a retried upload or a double click never makes two.
CREATE UNIQUE INDEX file_manager_items_name ON file_manager_items
  (owner_id, COALESCE(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name))
-- statement
CREATE INDEX file_manager_items_parent ON file_manager_items (owner_id, parent_id)
