import { useState } from 'react';
import { toastError } from '../../../lib/toast-error';
import { fetchFileLink, type TPurchaseFileName } from '../api/purchases-api';

/** Opens a purchase file: asks for a fresh signed link, then downloads it (or shows it, for the screenshot). */
export function useOpenFile(purchaseId: string) {
  const [busy, setBusy] = useState<TPurchaseFileName | null>(null);
  const open = async (file: TPurchaseFileName) => {
    // The tab is opened inside the click so pop-up blockers let it through; it is pointed at the link once known.
    const tab = file === 'screenshot' ? window.open('about:blank', '_blank') : null;
    setBusy(file);
    try {
      const { url } = await fetchFileLink(purchaseId, file);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  return { open, busy };
}
