/** Shared looks of the account forms. */
export const INPUT_CLASS =
  'block w-full min-h-11 rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-100 placeholder:text-zinc-500 hover:border-zinc-500 aria-invalid:border-red-400';

export const LINK_CLASS = 'font-medium text-brand-300 underline-offset-2 hover:text-white hover:underline';

export const LABEL_CLASS = 'block text-sm font-medium text-zinc-200';
