-- The quick panel now reads the user's own calendar and notes (modules calendar-app and notes-app): its
-- separate sample rows go.
DROP TABLE quick_panel_entries
-- statement
-- Files attached to internal mails: the bytes in the file storage (core/files), one row per file. A sent mail
-- is a row per mailbox (mail_messages), so a file is linked to every copy; whoever owns a linked copy may
-- read it. `linked` tells an upload still waiting for its mail from one whose mails were all deleted.
CREATE TABLE mail_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uploader_id uuid REFERENCES users (id) ON DELETE SET NULL,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  linked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX mail_attachments_uploader ON mail_attachments (uploader_id, created_at)
-- statement
CREATE TABLE mail_message_attachments (
  mail_id uuid NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
  attachment_id uuid NOT NULL REFERENCES mail_attachments (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (mail_id, attachment_id)
)
-- statement
CREATE INDEX mail_message_attachments_file ON mail_message_attachments (attachment_id)
