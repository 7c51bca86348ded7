-- Files respondents upload (photos, documents) live in the database, not on a local disk: every server
-- process, on PGlite or PostgreSQL, reads the same ones. The answer keeps a reference, never the bytes.
CREATE TABLE response_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  response_id uuid NOT NULL REFERENCES responses (id) ON DELETE CASCADE,
  question_name text NOT NULL,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
-- A retried upload (same bytes, same question, same response) finds the file it stored the first time.
CREATE UNIQUE INDEX response_files_once ON response_files (response_id, question_name, sha256)
-- statement
CREATE INDEX response_files_created ON response_files (created_at)
