import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZStrikeList, type TAppealStrike, type TReportTarget } from '@beatpasal/shared/schemas/admin';
import { apiFetch, apiUpload } from '../../../lib/api-client';

export interface TReportDraft {
  targetType: TReportTarget;
  targetId: string;
  reason: string;
  details: string;
  evidence: File | null;
}

export function sendReport(draft: TReportDraft): Promise<void> {
  const form = new FormData();
  form.set('targetType', draft.targetType);
  form.set('targetId', draft.targetId);
  form.set('reason', draft.reason);
  form.set('details', draft.details);
  if (draft.evidence) form.set('evidence', draft.evidence);
  return apiUpload('/api/reports', form);
}

const strikeKeys = { mine: ['strikes', 'mine'] as const };

/** GET /api/me/strikes */
export function useMyStrikes() {
  return useQuery({
    queryKey: strikeKeys.mine,
    queryFn: ({ signal }) => apiFetch('/api/me/strikes', { schema: ZStrikeList, signal }),
  });
}

export function useAppealStrike(strikeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppealStrike) =>
      apiFetch(`/api/me/strikes/${encodeURIComponent(strikeId)}/appeal`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: strikeKeys.mine }),
  });
}
