import { useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, pauseToasts, subscribeToasts, type TToast } from '../../lib/toast';

const ICON_CLASS: Record<TToast['kind'], string> = {
  success: 'bg-emerald-500 text-zinc-950',
  error: 'bg-red-500 text-white',
  blank: '',
};
const ICON_TEXT: Record<TToast['kind'], string> = { success: '✓', error: '!', blank: '' };

function ToastItem({ item }: { item: TToast }) {
  const content = typeof item.content === 'function' ? item.content() : item.content;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-auto flex max-w-[350px] items-center gap-2 rounded-lg border border-zinc-700 bg-zinc-800 px-3 py-2 text-sm text-zinc-50 shadow-lg"
    >
      {item.kind !== 'blank' && (
        <span
          aria-hidden="true"
          className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${ICON_CLASS[item.kind]}`}
        >
          {ICON_TEXT[item.kind]}
        </span>
      )}
      <div className="min-w-0">{content}</div>
    </div>
  );
}

/** The toasts at the top centre of the screen (spec §2.2); lib/toast.ts holds them. */
export function AppToaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div
      className="pointer-events-none fixed inset-x-4 top-4 z-[9999] flex flex-col items-center gap-2"
      onMouseEnter={() => pauseToasts(true)}
      onMouseLeave={() => pauseToasts(false)}
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}
