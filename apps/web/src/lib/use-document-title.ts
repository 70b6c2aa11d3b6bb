import { useEffect } from 'react';
import { useT } from './i18n/i18n';

/** Sets the tab title to `Title · Beatpasal`, or just the brand when no title is given. */
export function useDocumentTitle(title?: string) {
  const t = useT();
  const brand = t('common.brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
