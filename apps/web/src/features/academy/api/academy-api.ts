import {
  type TAcademyCourse,
  type TAcademyCourseInput,
  ZAcademyCategoryList,
  ZAcademyCourse,
  ZAcademyCourseList,
} from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

export const ACADEMY_KEY = ['academy-app'] as const;

/** GET /api/academy-app/categories — id, value, label, color. */
export function useAcademyCategories() {
  return useQuery(
    queryOptions({
      queryKey: [...ACADEMY_KEY, 'categories'],
      queryFn: ({ signal }) =>
        apiRequest('/api/academy-app/categories', { schema: ZAcademyCategoryList, signal }),
    }),
  );
}

/** GET /api/academy-app/courses — the courses without steps, with the reader's own activeStep. */
export function useCourses() {
  return useQuery(
    queryOptions({
      queryKey: [...ACADEMY_KEY, 'courses'],
      queryFn: ({ signal }) => apiRequest('/api/academy-app/courses', { schema: ZAcademyCourseList, signal }),
    }),
  );
}

const courseKey = (courseId: string) => [...ACADEMY_KEY, 'course', courseId] as const;

/** GET /api/academy-app/course?courseId= — the course with its steps. */
export function useCourse(courseId: string) {
  return useQuery(
    queryOptions({
      queryKey: courseKey(courseId),
      queryFn: ({ signal }) =>
        apiRequest(`/api/academy-app/course?courseId=${encodeURIComponent(courseId)}`, {
          schema: ZAcademyCourse,
          signal,
        }),
    }),
  );
}

/** POST course/update — saves the step the reader is on (totalSteps: finished). */
export function useSaveProgress(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activeStep: number) =>
      apiRequest('/api/academy-app/course/update', {
        method: 'POST',
        body: { course: { id: courseId, activeStep } },
        schema: ZAcademyCourse,
      }),
    onSuccess: (course: TAcademyCourse) => {
      client.setQueryData(courseKey(courseId), course);
      return client.invalidateQueries({ queryKey: [...ACADEMY_KEY, 'courses'] });
    },
  });
}

function useCourseCache(courseId: string) {
  const client = useQueryClient();
  return (course: TAcademyCourse) => {
    client.setQueryData(courseKey(courseId), course);
    return client.invalidateQueries({ queryKey: [...ACADEMY_KEY, 'courses'] });
  };
}

/** Admins: POST course/save — the whole course, its steps replaced; field errors go to the form. */
export function useSaveCourse(courseId: string, form: TFormErrorTarget) {
  const onSuccess = useCourseCache(courseId);
  return useMutation({
    mutationFn: (course: TAcademyCourseInput & { id: string }) =>
      apiRequest('/api/academy-app/course/save', {
        method: 'POST',
        body: { course },
        schema: ZAcademyCourse,
      }),
    meta: { form },
    onSuccess,
  });
}

/** Admins: POST course/add — a new course (its steps are then added on its page); field errors go to the form. */
export function useAddCourse(form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (course: TAcademyCourseInput) =>
      apiRequest('/api/academy-app/course/add', { method: 'POST', body: { course }, schema: ZAcademyCourse }),
    meta: { form },
    onSuccess: () => client.invalidateQueries({ queryKey: [...ACADEMY_KEY, 'courses'] }),
  });
}

/** Admins: POST course/addstep — an empty step at index. */
export function useAddStep(courseId: string) {
  const onSuccess = useCourseCache(courseId);
  return useMutation({
    mutationFn: (index: number) =>
      apiRequest('/api/academy-app/course/addstep', {
        method: 'POST',
        body: { courseId, index },
        schema: ZAcademyCourse,
      }),
    onSuccess,
  });
}
