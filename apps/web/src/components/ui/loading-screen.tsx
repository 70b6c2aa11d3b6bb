import { useT } from '../../lib/i18n/i18n';
import { Spinner } from './spinner';

/** Fills the page area while a route or its data loads. */
export function LoadingScreen({ text }: { text?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-zinc-300">
      <span className="text-brand-400">
        <Spinner size="lg" />
      </span>
      <p className="text-sm font-medium">{text ?? t('common.loading')}</p>
    </div>
  );
}
