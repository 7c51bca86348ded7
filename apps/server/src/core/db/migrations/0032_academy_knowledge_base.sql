-- The academy (categories, courses with HTML steps, each user's progress) and the knowledge base (groups of
-- HTML articles, some featured). Admins author both; the HTML is sanitized before it is stored.
CREATE TABLE academy_categories (
  id text PRIMARY KEY,
  value text NOT NULL UNIQUE,
  label text NOT NULL,
  color text NOT NULL,
  position integer NOT NULL DEFAULT 0
)
-- statement
CREATE TABLE academy_courses (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  title text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL REFERENCES academy_categories (value) ON UPDATE CASCADE,
  length integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE TABLE academy_course_steps (
  course_id text NOT NULL REFERENCES academy_courses (id) ON DELETE CASCADE,
  step_index integer NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (course_id, step_index)
)
-- statement
CREATE TABLE academy_progress (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id text NOT NULL REFERENCES academy_courses (id) ON DELETE CASCADE,
  active_step integer NOT NULL CHECK (active_step >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
)
-- statement
CREATE TABLE kb_groups (
  id text PRIMARY KEY,
  title text NOT NULL,
  path text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0
)
-- statement
CREATE TABLE kb_articles (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  group_id text NOT NULL REFERENCES kb_groups (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  featured boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX kb_articles_group ON kb_articles (group_id, position)
