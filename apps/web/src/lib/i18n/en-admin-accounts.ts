/** /admin/users (decision 031): finding an account and suspending, restoring or removing it. Part of the admin chunk. */
export const adminAccountsEn = {
  states: { active: 'Active', suspended: 'Suspended', removed: 'Removed' },
  title: 'Accounts',
  intro:
    'Find an account by e-mail or username to suspend it, restore it or remove it for good. The person is e-mailed your reason.',
  search: 'E-mail, username or id',
  find: 'Find',
  role: 'Role: {role}',
  noRole: 'no role yet',
  state: 'State: {state}',
  since: 'Suspended since {date}',
  reasonLabel: 'Reason shown to the person (required)',
  suspend: 'Suspend',
  restore: 'Restore',
  remove: 'Remove for good',
  confirmRemove: 'Remove this account for good? It cannot be restored.',
  adminNote: 'Administrator accounts cannot be suspended or removed here.',
  done: 'Done. The action is in the audit log.',
} as const;
