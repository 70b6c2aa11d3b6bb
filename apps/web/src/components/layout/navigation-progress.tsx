import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n';

/** After the first load, a lazy page keeps the old page on screen while it loads; this bar says so. */
export function NavigationProgress() {
  const t = useT();
  const isNavigating = useNavigation().state === 'loading';
  if (!isNavigating) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-14 z-40 h-0.5 overflow-hidden bg-zinc-800">
      <div className="h-full w-1/3 animate-navigation-progress bg-brand-500" />
      <span className="sr-only">{t('nav.navigating')}</span>
    </div>
  );
}
