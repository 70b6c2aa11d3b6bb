import { embedCodeFor, embeddablePage } from '@beatpasal/shared/embed';
import { useT } from '../../../lib/i18n/i18n';
import { useDisclosure } from '../../../lib/use-disclosure';
import { canShareNatively, copyEmbedCode, copyLink, shareNatively } from '../lib/share-link';

interface TShareMenuProps {
  /** The page to share, e.g. `/track/abc`: made absolute from this site's origin. */
  path: string;
  /** Named in the button's label ('Share Night Drive') and in the share sheet. */
  name: string;
}

const ITEM = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-zinc-100 hover:bg-zinc-800';

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

/**
 * A disclosure with Copy link, Copy embed code for a track or artist page (decision 080) and, where
 * the browser has it, the system share sheet. Escape or a click outside closes it.
 */
export function ShareMenu({ path, name }: TShareMenuProps) {
  const t = useT();
  const { isOpen, setIsOpen, close, menuId, root, button } = useDisclosure();
  // Read from the browser only on a click: the first render must match the server's (decision 034).
  const url = () => new URL(path, window.location.origin).toString();
  const isEmbeddable = embeddablePage(path) !== null;
  const embedCode = () => embedCodeFor(window.location.origin, path, t('catalogue.share.embedTitle', { name })) ?? '';

  const run = (action: () => Promise<unknown>) => {
    close();
    void action();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('catalogue.share.label', { name })}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-zinc-700 bg-zinc-900 px-4 text-sm font-semibold text-zinc-100 hover:border-zinc-500 hover:bg-zinc-800"
      >
        <ShareIcon />
        {t('catalogue.share.button')}
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 z-30 mt-2 w-52 rounded-xl border border-zinc-700 bg-zinc-900 p-1 shadow-xl shadow-black/50"
      >
        <ul>
          <li>
            <button type="button" className={ITEM} onClick={() => run(() => copyLink(url()))}>
              {t('catalogue.share.copy')}
            </button>
          </li>
          {isEmbeddable && (
            <li>
              <button type="button" className={ITEM} onClick={() => run(() => copyEmbedCode(embedCode()))}>
                {t('catalogue.share.copyEmbed')}
              </button>
            </li>
          )}
          {isOpen && canShareNatively() && (
            <li>
              <button type="button" className={ITEM} onClick={() => run(() => shareNatively(url(), name))}>
                {t('catalogue.share.native')}
              </button>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
