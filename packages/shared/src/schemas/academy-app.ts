import { z } from 'zod';
import { zLine } from './template-apps';
import { zText } from './text';

/**
 * The academy of the template suite (spec points 3 and 7, /api/academy-app): categories, courses with HTML
 * steps, and each user's own progress (activeStep). Admins add and edit courses.
 */
export const ACADEMY_MESSAGES = {
  courseNotFound: 'Curso não encontrado.',
  stepBeyondEnd: 'Etapa inexistente neste curso.',
  unknownCategory: 'Categoria desconhecida.',
} as const;
export const ACADEMY_LIMITS = { title: 200, description: 2000, stepContent: 50_000, steps: 100 } as const;

export const ZAcademyCategory = z.object({
  id: z.string(),
  value: z.string(),
  label: z.string(),
  color: z.string(),
});
export type TAcademyCategory = z.infer<typeof ZAcademyCategory>;
export const ZAcademyCategoryList = z.array(ZAcademyCategory);

export const ZAcademyStep = z.object({
  id: z.string(),
  index: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export type TAcademyStep = z.infer<typeof ZAcademyStep>;

/**
 * A course as the list shows it (without steps). activeStep is the reader's own: the step they are on, from 0;
 * activeStep equal to totalSteps means the course is finished.
 */
export const ZAcademyCourseSummary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  length: z.number().int(),
  totalSteps: z.number().int(),
  activeStep: z.number().int(),
  updated: z.string(),
});
export type TAcademyCourseSummary = z.infer<typeof ZAcademyCourseSummary>;
export const ZAcademyCourseList = z.array(ZAcademyCourseSummary);

export const ZAcademyCourse = ZAcademyCourseSummary.extend({ steps: z.array(ZAcademyStep) });
export type TAcademyCourse = z.infer<typeof ZAcademyCourse>;

export const zCourseId = z
  .string()
  .min(1, 'Identificador de curso inválido')
  .max(60, 'Identificador de curso inválido')
  .regex(/^[A-Za-z0-9_-]+$/, 'Identificador de curso inválido');

export const ZCourseIdQuery = z.object({ courseId: zCourseId });

const ZStepFields = z.object({
  title: zLine(ACADEMY_LIMITS.title, 'Título da etapa').min(1, 'Informe o título da etapa'),
  content: zText()
    .max(ACADEMY_LIMITS.stepContent, `Conteúdo: no máximo ${ACADEMY_LIMITS.stepContent} caracteres`)
    .default(''),
});

/** What an admin writes on a course; the slug is made from the title when left out. */
export const ZAcademyCourseFields = z.object({
  title: zLine(ACADEMY_LIMITS.title, 'Título').min(1, 'Informe o título do curso'),
  slug: z
    .string()
    .max(120, 'Endereço: no máximo 120 caracteres')
    .regex(/^[a-z0-9-]*$/, 'Endereço: use letras minúsculas, números e hífens')
    .default(''),
  description: zLine(ACADEMY_LIMITS.description, 'Descrição').default(''),
  category: zLine(60, 'Categoria').min(1, 'Informe a categoria'),
  length: z.number().int('Duração inválida').min(0, 'Duração inválida').max(100_000, 'Duração inválida'),
  steps: z
    .array(ZStepFields)
    .max(ACADEMY_LIMITS.steps, `No máximo ${ACADEMY_LIMITS.steps} etapas`)
    .default([]),
});
export type TAcademyCourseFields = z.output<typeof ZAcademyCourseFields>;
export type TAcademyCourseInput = z.input<typeof ZAcademyCourseFields>;

/** A new course; an id chosen by the client makes a retried add answer the course it made the first time. */
export const ZAddCourseBody = z.object({ course: ZAcademyCourseFields.extend({ id: zCourseId.optional() }) });
export const ZSaveCourseBody = z.object({ course: ZAcademyCourseFields.extend({ id: zCourseId }) });
/** Inserts an empty step at index (0 = first; the course's length appends it). */
export const ZAddStepBody = z.object({
  courseId: zCourseId,
  index: z.number().int('Posição inválida').min(0, 'Posição inválida'),
});
/** The reader's progress: the step they are on (totalSteps = finished). */
export const ZUpdateCourseBody = z.object({
  course: z.object({
    id: zCourseId,
    activeStep: z.number().int('Etapa inválida').min(0, 'Etapa inválida'),
  }),
});
