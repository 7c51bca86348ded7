import type { TSessionUser } from '@pesquisemais/shared';
import { type Dispatch, type SetStateAction, useCallback } from 'react';
import { notify } from '@/lib/notify';
import { postUserUpdate, type TUserDataUpdate } from './auth-api';

/** Saves the user's own data (name, photo, settings, shortcuts) and keeps the session in step. */
export function useUpdateUser(setUser: Dispatch<SetStateAction<TSessionUser>>) {
  return useCallback(
    async (data: TUserDataUpdate) => {
      const result = await postUserUpdate(data);
      setUser(result.user);
      notify(result.message, 'success');
      return result.user;
    },
    [setUser],
  );
}
