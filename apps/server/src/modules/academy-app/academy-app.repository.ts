import type {
  TAcademyCategory,
  TAcademyCourse,
  TAcademyCourseFields,
  TAcademyCourseSummary,
  TAcademyStep,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { sanitizeRichText } from '../../lib/rich-text';

type TCourseRow = Omit<TAcademyCourseSummary, 'updated' | 'totalSteps'> & {
  updated: Date | string;
  totalSteps: number | string;
};

/** A course's address slug: its title in lower case, without accents, words joined by hyphens. */
export function courseSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

const toSummary = (row: TCourseRow): TAcademyCourseSummary => ({
  ...row,
  totalSteps: Number(row.totalSteps),
  updated: new Date(row.updated).toISOString(),
});

// The reader's progress is theirs alone: the join takes only their row (none yet: step 0).
const SELECT_COURSES = `
  SELECT c.id, c.title, c.slug, c.description, c.category, c.length, c.updated_at AS updated,
    (SELECT count(*) FROM academy_course_steps s WHERE s.course_id = c.id)::int AS "totalSteps",
    coalesce(p.active_step, 0) AS "activeStep"
  FROM academy_courses c
  LEFT JOIN academy_progress p ON p.course_id = c.id AND p.user_id = $1`;

/** Categories, courses, steps and each user's progress of the academy. */
export function createAcademyRepository(db: Queryable) {
  const summary = async (userId: string, courseId: string) => {
    const result = await db.query<TCourseRow>(`${SELECT_COURSES} WHERE c.id = $2`, [userId, courseId]);
    return result.rows[0] ? toSummary(result.rows[0]) : null;
  };

  const writeSteps = async (courseId: string, steps: TAcademyCourseFields['steps']) => {
    await db.query('DELETE FROM academy_course_steps WHERE course_id = $1', [courseId]);
    if (steps.length === 0) return;
    await db.query(
      `INSERT INTO academy_course_steps (course_id, step_index, title, content)
       SELECT $1, n - 1, t, c FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS s(t, c, n)`,
      [courseId, steps.map((step) => step.title), steps.map((step) => sanitizeRichText(step.content))],
    );
  };

  return {
    async categories(): Promise<TAcademyCategory[]> {
      return (
        await db.query<TAcademyCategory>(
          'SELECT id, value, label, color FROM academy_categories ORDER BY position, label',
        )
      ).rows;
    },

    async categoryExists(value: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM academy_categories WHERE value = $1', [value])).rowCount > 0;
    },

    async list(userId: string): Promise<TAcademyCourseSummary[]> {
      const result = await db.query<TCourseRow>(`${SELECT_COURSES} ORDER BY c.title, c.id`, [userId]);
      return result.rows.map(toSummary);
    },

    summary,

    async get(userId: string, courseId: string): Promise<TAcademyCourse | null> {
      const course = await summary(userId, courseId);
      if (!course) return null;
      const steps = await db.query<TAcademyStep>(
        `SELECT id, step_index AS index, title, content FROM academy_course_steps
         WHERE course_id = $1 ORDER BY step_index`,
        [courseId],
      );
      return { ...course, steps: steps.rows };
    },

    /** Inserts a course with its steps (call inside a transaction); returns its id. */
    async insert(fields: TAcademyCourseFields, id?: string): Promise<string> {
      const result = await db.query<{ id: string }>(
        `INSERT INTO academy_courses (id, title, slug, description, category, length)
         VALUES (coalesce($1, gen_random_uuid()::text), $2, $3, $4, $5, $6) RETURNING id`,
        [
          id ?? null,
          fields.title,
          fields.slug || courseSlug(fields.title),
          fields.description,
          fields.category,
          fields.length,
        ],
      );
      const courseId = (result.rows[0] as { id: string }).id;
      await writeSteps(courseId, fields.steps);
      return courseId;
    },

    /**
     * Replaces a course's fields and steps (call inside a transaction); a reader beyond the new last step
     * keeps the course finished. False when there is no such course.
     */
    async replace(courseId: string, fields: TAcademyCourseFields): Promise<boolean> {
      const result = await db.query(
        `UPDATE academy_courses SET title = $2, slug = $3, description = $4, category = $5, length = $6,
           updated_at = now()
         WHERE id = $1`,
        [
          courseId,
          fields.title,
          fields.slug || courseSlug(fields.title),
          fields.description,
          fields.category,
          fields.length,
        ],
      );
      if (result.rowCount === 0) return false;
      await writeSteps(courseId, fields.steps);
      await db.query(
        'UPDATE academy_progress SET active_step = $2 WHERE course_id = $1 AND active_step > $2',
        [courseId, fields.steps.length],
      );
      return true;
    },

    /**
     * Inserts an empty step at index (call inside a transaction): the later steps move one down, and readers
     * on or past it stay on the content they were reading.
     */
    async addStep(courseId: string, index: number, title: string): Promise<void> {
      // Two moves through negative indexes: the primary key is checked row by row.
      await db.query(
        `UPDATE academy_course_steps SET step_index = -step_index - 2
         WHERE course_id = $1 AND step_index >= $2`,
        [courseId, index],
      );
      await db.query(
        'UPDATE academy_course_steps SET step_index = -step_index - 1 WHERE course_id = $1 AND step_index < 0',
        [courseId],
      );
      await db.query(
        'INSERT INTO academy_course_steps (course_id, step_index, title, content) VALUES ($1, $2, $3, $4)',
        [courseId, index, title, ''],
      );
      await db.query(
        'UPDATE academy_progress SET active_step = active_step + 1 WHERE course_id = $1 AND active_step >= $2',
        [courseId, index],
      );
      await db.query('UPDATE academy_courses SET updated_at = now() WHERE id = $1', [courseId]);
    },

    async setProgress(userId: string, courseId: string, activeStep: number): Promise<void> {
      await db.query(
        `INSERT INTO academy_progress (user_id, course_id, active_step) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, course_id) DO UPDATE SET active_step = excluded.active_step, updated_at = now()`,
        [userId, courseId, activeStep],
      );
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM academy_categories LIMIT 1')).rowCount === 0;
    },

    async insertCategory(category: TAcademyCategory, position: number): Promise<void> {
      await db.query(
        `INSERT INTO academy_categories (id, value, label, color, position) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [category.id, category.value, category.label, category.color, position],
      );
    },
  };
}
