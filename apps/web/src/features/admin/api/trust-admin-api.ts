import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminReason } from '@beatpasal/shared/schemas/admin';
import {
  ZAdminUser,
  ZDisputeDetail,
  ZDisputePage,
  ZRefundPage,
  type TDecideDispute,
  type TDisputeStatus,
} from '@beatpasal/shared/schemas/trust';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

/** Suspension, disputes and refunds under /api/admin (decision 031); keys sit under `admin` so every admin action refreshes them. */
const trustKeys = {
  user: (search: string) => [...adminKeys.all, 'user', search] as const,
  disputes: (status: TDisputeStatus) => [...adminKeys.all, 'disputes', status] as const,
  dispute: (id: string) => [...adminKeys.all, 'dispute', id] as const,
  refunds: () => [...adminKeys.all, 'refunds'] as const,
};

const withCursor = (path: string, params: Record<string, string | null>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export function useAdminUser(search: string) {
  return useQuery({
    queryKey: trustKeys.user(search),
    queryFn: ({ signal }) => apiFetch(withCursor('/api/admin/users', { q: search }), { schema: ZAdminUser, signal }),
    enabled: search !== '',
    retry: false,
  });
}

export type TAccountAction = 'suspend' | 'restore' | 'remove';

export function useAccountAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action, body }: { userId: string; action: TAccountAction; body: TAdminReason }) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDisputes(status: TDisputeStatus) {
  return useInfiniteQuery({
    queryKey: trustKeys.disputes(status),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withCursor('/api/admin/disputes', { status, cursor: pageParam }), { schema: ZDisputePage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useDispute(id: string) {
  return useQuery({
    queryKey: trustKeys.dispute(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/disputes/${encodeURIComponent(id)}`, { schema: ZDisputeDetail, signal }),
    retry: false,
  });
}

export function useDecideDispute(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDecideDispute) =>
      apiFetch(`/api/admin/disputes/${encodeURIComponent(id)}/decide`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useRefunds() {
  return useInfiniteQuery({
    queryKey: trustKeys.refunds(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withCursor('/api/admin/refunds', { cursor: pageParam }), { schema: ZRefundPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
