import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

const MAX_RETRIES = 2;

/** A 4xx will not change by asking again, except a timeout or a rate limit. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  const isClientError = error.status >= 400 && error.status < 500;
  return !isClientError || error.status === 408 || error.status === 429;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
