import type { TChatPerson } from '@beatpasal/shared/schemas/messages';

const SIZES = { sm: 'size-10 text-base', md: 'size-12 text-lg' } as const;

/** A person's picture, or their initial on a disc; decorative, since the name is always beside it. */
export function PersonAvatar({ person, size = 'sm' }: { person: TChatPerson; size?: keyof typeof SIZES }) {
  const classes = `${SIZES[size]} shrink-0 rounded-full bg-zinc-800`;
  if (person.avatarUrl) {
    return (
      <img
        src={person.avatarUrl}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className={`${classes} object-cover`}
      />
    );
  }
  const initial = (person.displayName ?? person.username).trim().charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className={`${classes} inline-flex items-center justify-center font-bold text-zinc-200`}>
      {initial}
    </span>
  );
}
