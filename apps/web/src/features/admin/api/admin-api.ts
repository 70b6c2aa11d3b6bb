import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAuditPage, ZReportPage, type TAuditPage, type TModerationAction } from '@beatpasal/shared/schemas/admin';
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
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function fetchAuditPage(
  filters: TAuditFilters,
  before: number | null,
  signal: AbortSignal,
): Promise<TAuditPage> {
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

export type TReportStatus = 'open' | 'actioned' | 'dismissed';

export function useReports(status: TReportStatus) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.all, 'reports', status] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withQuery('/api/admin/reports', { status, cursor: pageParam }), { schema: ZReportPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** One moderation action: the path under /api/admin and its body. Every admin list is refreshed after it. */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: TModerationAction }) =>
      apiFetch(`/api/admin${path}`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
