import type { ReactNode } from 'react';

interface TPageSectionProps {
  title: ReactNode;
  /** Beside the heading on wide screens, under it on phones (sort, share). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a catalogue page: its one h1, optional actions, then the content. */
export function PageSection({ title, actions, children }: TPageSectionProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-white sm:text-4xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
