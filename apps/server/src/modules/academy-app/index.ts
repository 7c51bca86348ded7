import {
  ACADEMY_MESSAGES,
  type TAcademyCourseFields,
  ZAcademyCategoryList,
  ZAcademyCourse,
  ZAcademyCourseList,
  ZAddCourseBody,
  ZAddStepBody,
  ZCourseIdQuery,
  ZSaveCourseBody,
  ZUpdateCourseBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, requireUser } from '../../core/auth/auth';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { createAcademyRepository } from './academy-app.repository';

const tags = ['academy-app'];
const courseResponse = { 200: ZAcademyCourse };

async function checkCategory(db: Queryable, course: TAcademyCourseFields) {
  if (!(await createAcademyRepository(db).categoryExists(course.category))) {
    throw new AppError('VALIDATION', ACADEMY_MESSAGES.unknownCategory, {
      category: ACADEMY_MESSAGES.unknownCategory,
    });
  }
}

/**
 * The academy (spec point 7, /api/academy-app): every signed-in user reads the courses and keeps their own
 * progress (course/update); admins add and edit courses (course/add, course/addstep, course/save).
 */
export const academyAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const academy = createAcademyRepository(app.db);
  const found = async (userId: string, courseId: string, db: Queryable = app.db) => {
    const course = await createAcademyRepository(db).get(userId, courseId);
    if (!course) throw new AppError('NOT_FOUND', ACADEMY_MESSAGES.courseNotFound);
    return course;
  };

  app.get('/categories', { schema: { tags, response: { 200: ZAcademyCategoryList } } }, (request) => {
    requireUser(request);
    return academy.categories();
  });

  app.get('/courses', { schema: { tags, response: { 200: ZAcademyCourseList } } }, (request) =>
    academy.list(requireUser(request).id),
  );

  app.get('/course', { schema: { tags, querystring: ZCourseIdQuery, response: courseResponse } }, (request) =>
    found(requireUser(request).id, request.query.courseId),
  );

  app.post(
    '/course/add',
    { schema: { tags, body: ZAddCourseBody, response: courseResponse } },
    async (request) => {
      const user = authorize(request, 'academy:author');
      const { id, ...fields } = request.body.course;
      const courseId = await app.db.transaction(async (tx) => {
        await checkCategory(tx, fields);
        const repo = createAcademyRepository(tx);
        if (id && (await repo.summary(user.id, id))) return id;
        return repo.insert(fields, id);
      });
      return found(user.id, courseId);
    },
  );

  app.post(
    '/course/save',
    { schema: { tags, body: ZSaveCourseBody, response: courseResponse } },
    async (request) => {
      const user = authorize(request, 'academy:author');
      const { id, ...fields } = request.body.course;
      await app.db.transaction(async (tx) => {
        await checkCategory(tx, fields);
        if (!(await createAcademyRepository(tx).replace(id, fields))) {
          throw new AppError('NOT_FOUND', ACADEMY_MESSAGES.courseNotFound);
        }
      });
      return found(user.id, id);
    },
  );

  app.post(
    '/course/addstep',
    { schema: { tags, body: ZAddStepBody, response: courseResponse } },
    async (request) => {
      const user = authorize(request, 'academy:author');
      const { courseId, index } = request.body;
      await app.db.transaction(async (tx) => {
        const course = await found(user.id, courseId, tx);
        if (index > course.totalSteps) throw new AppError('VALIDATION', ACADEMY_MESSAGES.stepBeyondEnd);
        await createAcademyRepository(tx).addStep(courseId, index, 'Nova etapa');
      });
      return found(user.id, courseId);
    },
  );

  app.post(
    '/course/update',
    { schema: { tags, body: ZUpdateCourseBody, response: courseResponse } },
    async (request) => {
      const userId = requireUser(request).id;
      const { id, activeStep } = request.body.course;
      const course = await found(userId, id);
      if (activeStep > course.totalSteps) throw new AppError('VALIDATION', ACADEMY_MESSAGES.stepBeyondEnd);
      await academy.setProgress(userId, id, activeStep);
      return { ...course, activeStep };
    },
  );
};
