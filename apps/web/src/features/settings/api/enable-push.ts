import { useMutation } from '@tanstack/react-query';
import { enablePushInThisBrowser } from '@/lib/push-subscription';

/** Subscribes this browser to push; a failure reaches the snackbar through the mutation cache. */
export function useEnablePush() {
  return useMutation({ mutationFn: enablePushInThisBrowser });
}
