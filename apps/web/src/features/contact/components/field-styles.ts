/** Text inputs, the select and the textarea; text-base keeps phones from zooming in on focus. */
export const CONTROL_CLASS =
  'mt-2 block min-h-11 w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-white placeholder:text-zinc-500 hover:border-zinc-500 focus:border-brand-400 aria-invalid:border-red-400';
