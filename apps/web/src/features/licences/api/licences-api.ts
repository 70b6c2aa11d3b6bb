import { useQuery } from '@tanstack/react-query';
import { ZLicenceCheck, type TLicenceCheck } from '@beatpasal/shared/schemas/licence-checks';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const licenceKeys = {
  check: (code: string) => ['licences', 'check', code] as const,
};

export function fetchLicence(code: string, signal?: AbortSignal): Promise<TLicenceCheck> {
  return apiFetch(`/api/licences/${encodeURIComponent(code)}`, { schema: ZLicenceCheck, signal });
}

/** The public facts of one licence; a 404 is an answer (no such code), not a failure to retry. */
export function useLicenceCheck(code: string) {
  return useQuery({
    queryKey: licenceKeys.check(code),
    queryFn: ({ signal }) => fetchLicence(code, signal),
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500),
  });
}
