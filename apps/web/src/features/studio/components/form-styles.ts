/** Looks of the studio forms beyond the form kit's controls. */
export const CHECKBOX_CLASS = 'size-5 shrink-0 rounded accent-brand-500';

export const SECTION_CLASS = 'rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4 sm:p-6';

export const LINK_CLASS = 'font-medium text-brand-300 underline underline-offset-2 hover:text-white';
