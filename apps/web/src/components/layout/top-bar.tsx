import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { useT } from '../../lib/i18n/i18n';
import { LanguageSwitch } from './language-switch';

/** Fixed at the top; `nav` is the session-dependent part (guest links until someone signs in). */
export function TopBar({ nav }: { nav: ReactNode }) {
  const t = useT();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-14 border-b border-zinc-800 bg-zinc-950/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Link
          to="/"
          className="flex min-h-9 shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-white"
        >
          <img src="/favicon.svg" alt="" width="28" height="28" className="size-7" />
          <span>{t('common.brand')}</span>
        </Link>
        <nav aria-label={t('nav.primary')} className="flex min-w-0 items-center gap-1">
          <LanguageSwitch />
          {nav}
        </nav>
      </div>
    </header>
  );
}
