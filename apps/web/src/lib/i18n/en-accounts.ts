/** English strings of the accounts area; merged into `en` under `accounts`. */
export const accountsEn = {
  title: 'Accounts',
} as const;
