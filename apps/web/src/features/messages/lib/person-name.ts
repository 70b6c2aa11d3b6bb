import type { TChatPerson } from '@beatpasal/shared/schemas/messages';

/** The name people chose to show, or their username. */
export const personName = (person: TChatPerson) => person.displayName ?? person.username;
