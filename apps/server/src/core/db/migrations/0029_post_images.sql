-- Images attached to timeline posts: uploaded first (post_id null), then claimed by the post that shows
-- them. The stored files are a resized WebP and its square thumbnail; the original is never kept.
CREATE TABLE post_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id uuid REFERENCES posts (id) ON DELETE CASCADE,
  image_key text NOT NULL UNIQUE,
  thumb_key text NOT NULL UNIQUE,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX post_images_post ON post_images (post_id) WHERE post_id IS NOT NULL
-- statement
CREATE INDEX post_images_unclaimed ON post_images (user_id, created_at) WHERE post_id IS NULL
