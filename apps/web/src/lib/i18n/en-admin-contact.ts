/** /admin/contact: messages from the contact form, marked handled once answered. Part of the admin chunk. */
export const adminContactEn = {
  title: 'Contact messages',
  intro:
    'Messages from the contact form, newest first, with their screenshots. Mark each one handled when it is answered.',
  states: { open: 'Open', handled: 'Handled' },
  loading: 'Loading messages...',
  empty: 'No messages here.',
  from: '{name} (@{username}), {phone}',
  account: 'Signed in as {email}',
  screenshot: 'Screenshot',
  handle: 'Mark handled',
  categories: { account: 'Account', purchase: 'Purchase', copyright: 'Copyright', others: 'Others' },
} as const;
