import type { TFeedPage, TTrackCard } from '@beatpasal/shared/schemas/catalogue';

export type TTrackPatch = Partial<Pick<TTrackCard, 'isLiked' | 'likeCount'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns `data` with every copy of the track changed by `patch`: cached lists (pages of items),
 * the track page and anything else that holds a track card. Untouched parts keep their identity,
 * so React Query re-renders only what changed.
 */
export function patchTrackInData<T>(data: T, trackId: string, patch: TTrackPatch): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const patched = patchTrackInData(item, trackId, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  if (!isRecord(data)) return data;
  if (data.id === trackId && 'likeCount' in data && 'isLiked' in data) return { ...data, ...patch } as T;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const patched = patchTrackInData(value, trackId, patch);
    if (patched !== value) changed = true;
    next[key] = patched;
  }
  return (changed ? next : data) as T;
}

/** The cards of all loaded pages, each once: a track that moved between pages is not shown twice. */
export function uniqueTracks(pages: readonly TFeedPage[] | undefined): TTrackCard[] {
  const seen = new Set<string>();
  const tracks: TTrackCard[] = [];
  for (const page of pages ?? []) {
    for (const track of page.items) {
      if (seen.has(track.id)) continue;
      seen.add(track.id);
      tracks.push(track);
    }
  }
  return tracks;
}
