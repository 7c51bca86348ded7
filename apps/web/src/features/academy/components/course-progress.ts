import type { TAcademyCourseSummary } from '@pesquisemais/shared';

/** Percent of the course the reader has gone through (activeStep = totalSteps: 100). */
export function coursePercent(course: Pick<TAcademyCourseSummary, 'activeStep' | 'totalSteps'>): number {
  if (course.totalSteps === 0) return 0;
  return Math.round((Math.min(course.activeStep, course.totalSteps) * 100) / course.totalSteps);
}

export function isFinished(course: Pick<TAcademyCourseSummary, 'activeStep' | 'totalSteps'>): boolean {
  return course.totalSteps > 0 && course.activeStep >= course.totalSteps;
}

/** The button of a course card: start, resume or review. */
export function courseAction(course: Pick<TAcademyCourseSummary, 'activeStep' | 'totalSteps'>): string {
  if (isFinished(course)) return 'Revisar';
  return course.activeStep > 0 ? 'Continuar' : 'Iniciar';
}

export const courseUrl = (course: Pick<TAcademyCourseSummary, 'id' | 'slug'>) =>
  `/apps/academy/courses/${encodeURIComponent(course.id)}/${encodeURIComponent(course.slug)}`;
