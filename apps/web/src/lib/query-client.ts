import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { reportError } from './mutation-errors';

const MAX_RETRIES = 2;

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Every failed query and mutation is reported here, once; a mutation's meta says where its form is. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reportError(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

export const queryClient = createQueryClient();
