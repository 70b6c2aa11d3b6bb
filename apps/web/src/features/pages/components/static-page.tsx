import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

const WIDTHS = {
  /** About 70 characters a line: comfortable reading on a desktop, the full width on a phone. */
  prose: 'max-w-3xl',
  /** Pages with cards or columns. */
  wide: 'max-w-6xl',
} as const;

interface TStaticPageProps {
  eyebrow: string;
  title: string;
  lede: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

/** The frame of every static and support page: a header band like the home hero, then the content. */
export function StaticPage({ eyebrow, title, lede, width = 'prose', children }: TStaticPageProps) {
  useDocumentTitle(title);
  const titleId = useId();
  const column = `mx-auto ${WIDTHS[width]} px-4 sm:px-6`;
  return (
    <article aria-labelledby={titleId}>
      <header className="border-b border-zinc-800 bg-[radial-gradient(ellipse_at_top,var(--color-brand-950),transparent_70%)]">
        <div className={`${column} py-12 sm:py-16`}>
          <p className="text-sm font-semibold tracking-wide text-brand-400">{eyebrow}</p>
          <h1 id={titleId} className="mt-2 text-3xl leading-tight font-extrabold text-balance text-white sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-zinc-300">{lede}</p>
        </div>
      </header>
      <div className={`${column} space-y-12 py-12 sm:py-16`}>{children}</div>
    </article>
  );
}
