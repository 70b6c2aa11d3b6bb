import type { TChatPerson } from '@beatpasal/shared/schemas/messages';

export const chatPath = (userId: string) => `/messages/${encodeURIComponent(userId)}`;

/** My inbox: an artist's is 'Inbox from Buyers' (/artist-messages), a buyer's 'Inbox with Artists' (/messages). */
export const inboxPath = (isArtist: boolean) => (isArtist ? '/artist-messages' : '/messages');

/** Artists have a public page; buyers do not. */
export const profilePathOf = (person: TChatPerson) =>
  person.role === 'artist' ? `/artist/${encodeURIComponent(person.username)}` : null;
