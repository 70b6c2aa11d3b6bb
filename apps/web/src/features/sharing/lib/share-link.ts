import { COPY_CONFIRM_MS } from '@beatpasal/shared/constants';
import { toast } from '../../../lib/toast';
import { t } from '../../../lib/i18n/language-store';

async function copyText(text: string, done: string, failed: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.success(done, { id: 'share-copied', duration: COPY_CONFIRM_MS });
    return true;
  } catch {
    toast.error(failed, { id: 'share-copy-failed' });
    return false;
  }
}

/** Copies the link with the spec's toasts (§8): 'Link copied to clipboard!' for 2 s, or 'Failed to copy link.' */
export function copyLink(url: string): Promise<boolean> {
  return copyText(url, t('catalogue.share.copied'), t('catalogue.share.copyFailed'));
}

/** Copies the player's iframe snippet for another site (decision 080), with the same toasts in its own words. */
export function copyEmbedCode(snippet: string): Promise<boolean> {
  return copyText(snippet, t('catalogue.share.embedCopied'), t('catalogue.share.embedCopyFailed'));
}

/** Phones offer the system share sheet (WhatsApp, Viber, Messenger…). */
export function canShareNatively(): boolean {
  return typeof navigator.share === 'function';
}

/** The system share sheet; closing it says 'Sharing was cancelled.', any other failure falls back to copying. */
export async function shareNatively(url: string, title: string): Promise<void> {
  try {
    await navigator.share({ title, url });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      toast(t('catalogue.share.cancelled'), { id: 'share-cancelled' });
      return;
    }
    await copyLink(url);
  }
}
