/** Account roles; below both the account schemas and the routing rules, which each need them. */
export const ROLES = ['artist', 'buyer', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
