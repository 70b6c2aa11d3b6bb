/** The look of a top-bar link; `isActive` comes from React Router's NavLink. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-9 items-center rounded-full px-2 text-sm sm:px-3 font-medium hover:bg-zinc-800 hover:text-white ${isActive ? 'text-white' : 'text-zinc-300'}`;

/** The same link as a full-width row of the slide-in menu on small screens. */
export const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-base font-medium hover:bg-zinc-800 hover:text-white ${isActive ? 'bg-zinc-900 text-white' : 'text-zinc-200'}`;
