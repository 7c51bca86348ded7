import type { Queryable } from '../../core/db/connection';

/** post_images: uploaded images, unclaimed until a post of their uploader takes them. */
export function createPostImagesRepository(db: Queryable) {
  return {
    async insert(image: {
      userId: string;
      imageKey: string;
      thumbKey: string;
      width: number;
      height: number;
    }): Promise<string> {
      const result = await db.query<{ id: string }>(
        `INSERT INTO post_images (user_id, image_key, thumb_key, width, height)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [image.userId, image.imageKey, image.thumbKey, image.width, image.height],
      );
      return (result.rows[0] as { id: string }).id;
    },

    /**
     * Gives the uploader's unclaimed images to a post; answers their keys in the order asked. An image of
     * someone else, already on a post or unknown is simply not claimed (the caller compares the counts).
     */
    async claim(postId: string, userId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const result = await db.query<{ id: string; image_key: string; thumb_key: string }>(
        `UPDATE post_images SET post_id = $1
         WHERE user_id = $2 AND post_id IS NULL AND id = ANY($3::uuid[])
         RETURNING id, image_key, thumb_key`,
        [postId, userId, ids],
      );
      const byId = new Map(result.rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },

    /** Deletes the images no post claimed within `hours` of their upload; answers their stored keys. */
    async removeUnclaimed(hours: number): Promise<string[]> {
      const result = await db.query<{ image_key: string; thumb_key: string }>(
        `DELETE FROM post_images WHERE post_id IS NULL AND created_at < now() - make_interval(hours => $1)
         RETURNING image_key, thumb_key`,
        [hours],
      );
      return result.rows.flatMap((row) => [row.image_key, row.thumb_key]);
    },

    /** Whether a stored key is an image or thumbnail of a post image (only those are served). */
    async isImageKey(key: string): Promise<boolean> {
      const result = await db.query('SELECT 1 FROM post_images WHERE image_key = $1 OR thumb_key = $1', [
        key,
      ]);
      return result.rowCount > 0;
    },
  };
}
