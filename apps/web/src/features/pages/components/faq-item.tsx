import { useId } from 'react';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import type { TFaqQuestion } from './faq-questions';
import { PANEL_CLASS, STANDALONE_LINK_CLASS } from './page-styles';

interface TFaqItemProps {
  item: TFaqQuestion;
  isOpen: boolean;
  onToggle: () => void;
}

/**
 * The WAI-ARIA accordion pattern: a heading holds a real button, so Enter and Space toggle it
 * and the panel it controls is hidden from everyone while closed.
 */
export function FaqItem({ item, isOpen, onToggle }: TFaqItemProps) {
  const t = useT();
  const baseId = useId();
  const buttonId = `${baseId}-question`;
  const panelId = `${baseId}-answer`;
  return (
    <div className={PANEL_CLASS}>
      <h2>
        <button
          type="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-white hover:bg-zinc-800/60 sm:text-lg"
        >
          <span>{t(item.question)}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-5 shrink-0 text-brand-400 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
          >
            <path
              d="M5 7.5l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="space-y-3 px-5 pb-5 leading-relaxed text-pretty text-zinc-300">
        <p>{item.answer(t)}</p>
        {item.link && (
          <p>
            <Link to={item.link.to} className={STANDALONE_LINK_CLASS}>
              {t(item.link.label)}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
