import { useId, type ReactNode } from 'react';
import { SECTION_CLASS } from './form-styles';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={SECTION_CLASS}>
      <h2 id={headingId} className="mb-5 text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
