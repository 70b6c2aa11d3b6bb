import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useModalDialog } from '../../../components/layout/use-modal-dialog';
import { useT } from '../../../lib/i18n/i18n';

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

interface TMobileMenuProps {
  /** A dot on the menu button, so unread messages show without opening it. */
  hasUnread: boolean;
  /** The menu's list items. */
  children: ReactNode;
}

/** Small screens: a menu button that opens the menu as a slide-in side panel (spec §2.2, §4). */
export function MobileMenu({ hasUnread, children }: TMobileMenuProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const close = () => setIsOpen(false);
  const dialog = useModalDialog(isOpen, close, buttonRef);

  // Following a link closes the panel; the new page is what the person asked for.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(true)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-zinc-200 hover:bg-zinc-800 hover:text-white lg:hidden"
      >
        <MenuIcon isOpen={false} />
        <span className="sr-only">{t('accounts.nav.menu')}</span>
        {hasUnread && (
          <>
            <span aria-hidden="true" className="absolute top-2 right-2 size-2 rounded-full bg-brand-400" />
            <span className="sr-only"> {t('accounts.nav.unread')}</span>
          </>
        )}
      </button>
      <dialog
        id={panelId}
        aria-labelledby={titleId}
        {...dialog}
        className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] border-l border-zinc-800 bg-zinc-950 p-0 text-zinc-100 shadow-2xl transition-transform duration-200 backdrop:bg-black/60 starting:open:translate-x-full motion-reduce:transition-none lg:hidden"
      >
        <div className="flex h-full flex-col overflow-y-auto px-3 pb-6">
          <div className="flex h-14 shrink-0 items-center justify-between pl-3">
            <h2 id={titleId} className="text-base font-semibold text-white">
              {t('accounts.nav.menu')}
            </h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-full text-zinc-200 hover:bg-zinc-800 hover:text-white"
            >
              <MenuIcon isOpen />
              <span className="sr-only">{t('accounts.nav.closeMenu')}</span>
            </button>
          </div>
          <nav aria-labelledby={titleId} onClick={closeOnLink}>
            <ul className="flex flex-col gap-1">{children}</ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
