import { useState } from 'react';
import { FAQ_QUESTIONS } from './faq-questions';
import { FaqItem } from './faq-item';

/** Any number of answers may be open at once; all start closed so the questions fit on a phone screen. */
export function FaqAccordion() {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="space-y-3">
      {FAQ_QUESTIONS.map((item) => (
        <FaqItem key={item.id} item={item} isOpen={openIds.has(item.id)} onToggle={() => toggle(item.id)} />
      ))}
    </div>
  );
}
