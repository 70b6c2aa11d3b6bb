/** Looks of the studio forms, matching the account forms. */
export const INPUT_CLASS =
  'block w-full min-h-11 rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-100 placeholder:text-zinc-500 hover:border-zinc-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-400';

export const LABEL_CLASS = 'block text-sm font-medium text-zinc-200';

export const HINT_CLASS = 'mt-1.5 text-xs text-zinc-400';

export const CHECKBOX_CLASS = 'size-5 shrink-0 rounded accent-brand-500';

export const SECTION_CLASS = 'rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4 sm:p-6';

export const LINK_CLASS = 'font-medium text-brand-300 underline underline-offset-2 hover:text-white';
