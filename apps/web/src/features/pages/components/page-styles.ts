/** A link inside running text: brand-coloured and underlined, so it is not told apart by colour alone. */
export const TEXT_LINK_CLASS =
  'font-semibold text-brand-300 underline decoration-brand-400/60 underline-offset-4 hover:text-white hover:decoration-white';

/** A link on a line of its own: tall enough to tap on a phone. */
export const STANDALONE_LINK_CLASS = `inline-flex min-h-10 items-center wrap-break-word ${TEXT_LINK_CLASS}`;

/** The panel every card and accordion item on these pages sits on. */
export const PANEL_CLASS = 'rounded-2xl border border-zinc-800 bg-zinc-900';

/** A notice that should stand out from the text around it. */
export const CALLOUT_CLASS = 'rounded-2xl border border-brand-700/60 bg-brand-950/50 p-5 sm:p-6';
