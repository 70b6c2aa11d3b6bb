/** Text inputs, selects and textareas of the page forms (accounts, contact, studio); text-base keeps phones from zooming in. */
export const INPUT_CLASS =
  'block w-full min-h-11 rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-100 placeholder:text-zinc-500 hover:border-zinc-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-400';

/** The same controls inside dialogs and the narrower admin and purchase panels. */
export const DIALOG_INPUT_CLASS =
  'block w-full rounded-xl bg-zinc-950 px-3 py-2.5 text-white ring-1 ring-zinc-700 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:ring-red-400';

/** A native file picker with a pill-shaped button. */
export const FILE_INPUT_CLASS =
  'block w-full max-w-full min-w-0 text-sm text-zinc-300 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border file:border-zinc-700 file:bg-zinc-800 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-zinc-700';

export const LABEL_CLASS = 'block text-sm font-medium text-zinc-200';

export const HINT_CLASS = 'mt-1.5 text-xs text-zinc-400';
