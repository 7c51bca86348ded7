-- The profile page: what the owner tells about itself (general, work, contact, groups, friends).
CREATE TABLE profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  about jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
-- Timeline posts. A survey post points at a campaign of a survey; a share is a post that points at another.
-- The message is HTML already sanitized on write.
CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('post', 'article', 'survey')),
  message text NOT NULL DEFAULT '',
  article jsonb,
  survey_id uuid REFERENCES surveys (id) ON DELETE SET NULL,
  campaign_id uuid REFERENCES campaigns (id) ON DELETE SET NULL,
  media jsonb NOT NULL DEFAULT '[]'::jsonb,
  shared_post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX posts_user_time ON posts (user_id, created_at DESC)
-- statement
CREATE INDEX posts_shared ON posts (shared_post_id) WHERE shared_post_id IS NOT NULL
-- statement
CREATE TABLE post_likes (
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
)
-- statement
CREATE TABLE post_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX post_comments_post ON post_comments (post_id, created_at)
-- statement
-- What the product writes on a timeline by itself ('publicou o questionário X'); one line per deed.
CREATE TABLE activities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  ref_id text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, ref_id)
)
-- statement
CREATE INDEX activities_user_time ON activities (user_id, created_at DESC)
