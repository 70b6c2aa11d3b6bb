import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/** The frame of a purchase page: a readable column with its one h1. */
export function PurchaseFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{title}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  const colours =
    tone === 'error' ? 'bg-red-950/50 text-red-100 ring-red-900' : 'bg-zinc-900 text-zinc-200 ring-zinc-800';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`space-y-3 rounded-xl p-4 text-sm ring-1 ${colours}`}>
      {children}
    </div>
  );
}

/** A small spinner and what is loading, announced politely. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-zinc-300">
      <Spinner size="sm" /> {text}
    </p>
  );
}
