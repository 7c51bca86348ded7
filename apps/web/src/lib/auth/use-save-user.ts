import { useMutation } from '@tanstack/react-query';
import { type TAuthContext, useAuth } from './auth-context';

/**
 * The session's `updateUser` as a mutation: a failed save reaches the one error snackbar (the mutation
 * cache's onError) instead of a catch in each caller.
 */
export function useSaveUser() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (data: Parameters<TAuthContext['updateUser']>[0]) => updateUser(data),
  });
}
