/**
 * What members see after an account action (decision 031): the public pages and the login of a
 * suspended or removed account. The administrators' account page is in en-admin-accounts.ts.
 */
export const accountActionsEn = {
  public: {
    suspended: 'This account is suspended',
    removed: 'This account was removed',
    body: 'Its profile and tracks are not available.',
  },
  login: {
    suspended: 'Your account is suspended. Contact support if you think this is a mistake.',
    removed: 'Your account was removed for breaking the rules. Contact support if you think this is a mistake.',
  },
} as const;
