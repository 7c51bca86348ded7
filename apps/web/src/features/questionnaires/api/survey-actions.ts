import { type TCreateSurveyBody, ZSurvey } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';
import { notify } from '@/lib/notify';

const path = (id: string, action: string) => `/api/surveys/${encodeURIComponent(id)}/${action}`;

export function createSurvey(body: TCreateSurveyBody) {
  return apiRequest('/api/surveys', { method: 'POST', body, schema: ZSurvey });
}

/** Creates a questionnaire; a field error goes to the form, anything else to the snackbar. */
export function useCreateSurvey(form: TFormErrorTarget) {
  return useMutation({ mutationFn: createSurvey, meta: { form } });
}

export function duplicateSurvey(id: string) {
  return apiRequest(path(id, 'duplicate'), { method: 'POST', schema: ZSurvey });
}

export function archiveSurvey(id: string, archived: boolean) {
  return apiRequest(path(id, 'archive'), { method: 'POST', body: { archived }, schema: ZSurvey });
}

/** A list action: refreshes the lists afterwards; errors reach the snackbar through the mutation cache. */
export function useSurveyAction<TArgs>(run: (args: TArgs) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(success, 'success');
      void queryClient.invalidateQueries({ queryKey: ['surveys', 'list'] });
    },
  });
}
