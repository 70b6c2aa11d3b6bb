import type { ReactNode } from 'react';

/** The frame of the upload and edit pages: a readable column with the page's heading. */
export function StudioPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-sm text-zinc-300">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
