import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { useT } from '../../lib/i18n/i18n';
import type { TLanguage } from '../../lib/i18n/language-store';
import { LanguageSwitch } from './language-switch';

interface TTopBarProps {
  /** The session-dependent part (guest links until someone signs in). */
  nav: ReactNode;
  /** Told when someone switches the language here (a signed-in person's account keeps it). */
  onLanguageChosen?: (language: TLanguage) => void;
}

/** Fixed at the top. */
export function TopBar({ nav, onLanguageChosen }: TTopBarProps) {
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
          <LanguageSwitch onChosen={onLanguageChosen} />
          {nav}
        </nav>
      </div>
    </header>
  );
}
