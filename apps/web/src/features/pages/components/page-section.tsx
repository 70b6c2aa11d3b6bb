import { useId, type ReactNode } from 'react';

interface TPageSectionProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/** One titled part of a static page; its h2 names the section for screen readers. */
export function PageSection({ title, className, children }: TPageSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-xl font-bold text-balance text-white sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-pretty text-zinc-300">{children}</div>
    </section>
  );
}

/** A bulleted list in running text. */
export function ProseList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-brand-400">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
