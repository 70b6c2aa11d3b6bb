import { SIGNED_LINK_SECONDS } from '@beatpasal/shared/constants';
import type { TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import type { ObjectStore } from '../../storage/object-store';

/**
 * A preview's link is handed out again for this long after it was signed: every card list signs a
 * link per card, and within a minute the same URL also lets the browser reuse a preview it already
 * fetched. A link then has at least SIGNED_LINK_SECONDS minus this left when it is given.
 */
export const PREVIEW_LINK_REUSE_MS = 60_000;
/** Beyond this many previews signed within a minute, the kept links are dropped and signing starts over. */
const MAX_KEPT_LINKS = 5_000;

interface KeptLink {
  link: TStreamLink;
  signedAt: number;
}

const keptLinks = new WeakMap<ObjectStore, Map<string, KeptLink>>();

async function signNew(storage: ObjectStore, previewKey: string, opusKey: string | null): Promise<TStreamLink> {
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + SIGNED_LINK_SECONDS) * 1000);
  const url = await storage.signedUrl(previewKey, { expiresIn: SIGNED_LINK_SECONDS });
  if (opusKey === null) return { url, expiresAt: expiresAt.toISOString() };
  const opusUrl = await storage.signedUrl(opusKey, { expiresIn: SIGNED_LINK_SECONDS });
  return { url, opusUrl, expiresAt: expiresAt.toISOString() };
}

/**
 * Signed, expiring links to a preview the caller has already been allowed to hear: the MP3, and
 * the Opus twin when the track has one (both expire together).
 */
export async function signPreviewLink(
  storage: ObjectStore,
  previewKey: string,
  opusKey: string | null = null,
): Promise<TStreamLink> {
  let kept = keptLinks.get(storage);
  if (!kept) keptLinks.set(storage, (kept = new Map()));
  const now = Date.now();
  const keptAs = opusKey === null ? previewKey : `${previewKey} ${opusKey}`;
  const earlier = kept.get(keptAs);
  if (earlier && now - earlier.signedAt < PREVIEW_LINK_REUSE_MS) return earlier.link;
  const link = await signNew(storage, previewKey, opusKey);
  if (kept.size >= MAX_KEPT_LINKS) kept.clear();
  kept.set(keptAs, { link, signedAt: now });
  return link;
}
