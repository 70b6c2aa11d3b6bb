import { useT } from '../../lib/i18n/i18n';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-zinc-950"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
