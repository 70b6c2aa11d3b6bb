import { SIGNED_LINK_SECONDS } from '@beatpasal/shared/constants';
import type { TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import type { ObjectStore } from '../../storage/object-store';

/** A signed, expiring link to a preview the caller has already been allowed to hear. */
export async function signPreviewLink(storage: ObjectStore, previewKey: string): Promise<TStreamLink> {
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + SIGNED_LINK_SECONDS) * 1000);
  const url = await storage.signedUrl(previewKey, { expiresIn: SIGNED_LINK_SECONDS });
  return { url, expiresAt: expiresAt.toISOString() };
}
