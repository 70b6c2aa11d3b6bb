import { useInfiniteQuery } from '@tanstack/react-query';
import { ZAuditPage, type TAuditPage } from '@beatpasal/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';

export interface TAuditFilters {
  action: string;
  targetType: string;
  targetId: string;
}

/** /api/admin/* (packages/shared/src/schemas/admin.ts); every key starts with `admin`. */
export const adminKeys = {
  all: ['admin'] as const,
  audit: (filters: TAuditFilters) => [...adminKeys.all, 'audit', filters] as const,
};

function withQuery(path: string, params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function fetchAuditPage(filters: TAuditFilters, before: number | null, signal: AbortSignal): Promise<TAuditPage> {
  return apiFetch(withQuery('/api/admin/audit', { ...filters, before }), { schema: ZAuditPage, signal });
}

export function useAuditLog(filters: TAuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}
