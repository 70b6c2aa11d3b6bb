import { COPY_CONFIRM_MS } from '@beatpasal/shared/constants';
import { toast } from '../../../lib/toast';
import { t } from '../../../lib/i18n/language-store';

/** Copies the link with the spec's toasts (§8): 'Link copied to clipboard!' for 2 s, or 'Failed to copy link.' */
export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    toast.success(t('catalogue.share.copied'), { id: 'share-copied', duration: COPY_CONFIRM_MS });
    return true;
  } catch {
    toast.error(t('catalogue.share.copyFailed'), { id: 'share-copy-failed' });
    return false;
  }
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
