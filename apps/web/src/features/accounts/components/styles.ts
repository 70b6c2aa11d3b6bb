/** Shared looks of the account forms. */
export const LINK_CLASS = 'font-medium text-brand-300 underline-offset-2 hover:text-white hover:underline';
