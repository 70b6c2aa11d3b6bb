import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface TAuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages (login, sign-up...). */
  footer?: ReactNode;
}

/** The narrow card every sign-in page sits in. */
export function AuthCard({ title, intro, children, footer }: TAuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900/60 p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-white">{title}</h1>
        {intro && <p className="mt-2 text-sm leading-relaxed text-zinc-300">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-zinc-800 pt-4 text-sm text-zinc-300">{footer}</div>}
      </div>
    </div>
  );
}
