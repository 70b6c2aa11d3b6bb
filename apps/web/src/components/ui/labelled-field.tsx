import type { ReactNode } from 'react';

/** Text inputs, selects and file pickers of the forms in dialogs and the proof of payment. */
export const FIELD_INPUT =
  'mt-1 block w-full rounded-xl bg-zinc-950 px-3 py-2.5 text-white ring-1 ring-zinc-700 focus:ring-2 focus:ring-brand-500 focus:outline-none';

/** A label above its control (passed as children, carrying `id`), with what goes under it. */
export function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      {children}
    </div>
  );
}
