import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { profiles } from '../schema/profiles';
import { executeNamed } from './execute-named';

export type TProfileRow = typeof profiles.$inferSelect;
export type TSelectableRole = 'artist' | 'buyer';

/** The whole row: the owner's own forms show nearly every column. */
export async function findProfileById(
  q: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TProfileRow | null> {
  const query = q.select().from(profiles).where(eq(profiles.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function isUsernameTaken(q: Queryable, username: string): Promise<boolean> {
  const [row] = await q
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`);
  return row !== undefined;
}

/**
 * Sets username and role in one statement, creating the row when the user has none. It changes
 * nothing when a username or role is already there (both are permanent): returns false then.
 * A name claimed by someone else in the meantime fails on the unique index on lower(username).
 */
export async function setUsernameOnce(
  q: Queryable,
  input: { id: string; username: string; role: TSelectableRole },
): Promise<boolean> {
  const rows = await q
    .insert(profiles)
    .values({ id: input.id, username: input.username, role: input.role })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { username: input.username, role: input.role, updatedAt: sql`now()` },
      setWhere: and(isNull(profiles.username), isNull(profiles.role)),
    })
    .returning({ id: profiles.id });
  return rows.length > 0;
}

export interface BuyerFields {
  buyerFullName: string;
  buyerAddress: string;
  buyerPhone: string;
}

export async function updateBuyerProfile(q: Queryable, id: string, fields: BuyerFields): Promise<void> {
  await q
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.id, id));
}

export interface ArtistFields {
  displayName: string;
  bio: string;
  artistHistory: string;
  equipment: string;
  additionalNotes: string;
  instagram: string | null;
  facebook: string | null;
  youtube: string | null;
  tiktok: string | null;
  publicEmail: string | null;
  avatarKey: string | null;
  coverKey: string | null;
}

export async function updateArtistProfile(q: Queryable, id: string, fields: ArtistFields): Promise<void> {
  await q
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.id, id));
}

export type TPublicArtistRow = Pick<
  TProfileRow,
  | 'id'
  | 'username'
  | 'displayName'
  | 'bio'
  | 'artistHistory'
  | 'equipment'
  | 'additionalNotes'
  | 'instagram'
  | 'facebook'
  | 'youtube'
  | 'tiktok'
  | 'publicEmail'
  | 'avatarKey'
  | 'coverKey'
>;

/** An artist that is not suspended, by username in any case. */
const isPublicArtist = (username: string) =>
  and(sql`lower(${profiles.username}) = lower(${username})`, eq(profiles.role, 'artist'), isNull(profiles.suspendedAt));

/** That artist's public columns only. */
export async function findPublicArtistByUsername(q: Queryable, username: string): Promise<TPublicArtistRow | null> {
  const [row] = await q
    .select({
      id: profiles.id,
      username: profiles.username,
      displayName: profiles.displayName,
      bio: profiles.bio,
      artistHistory: profiles.artistHistory,
      equipment: profiles.equipment,
      additionalNotes: profiles.additionalNotes,
      instagram: profiles.instagram,
      facebook: profiles.facebook,
      youtube: profiles.youtube,
      tiktok: profiles.tiktok,
      publicEmail: profiles.publicEmail,
      avatarKey: profiles.avatarKey,
      coverKey: profiles.coverKey,
    })
    .from(profiles)
    .where(isPublicArtist(username));
  return row ?? null;
}

/** Only the id of that artist, for their track lists: a named statement, as it runs on every request of an artist page. */
export async function findPublicArtistId(q: Queryable, username: string): Promise<string | null> {
  const [row] = (await executeNamed(
    q,
    q.select({ id: profiles.id }).from(profiles).where(isPublicArtist(username)).getSQL(),
  )) as { id: string }[];
  return row?.id ?? null;
}

/** Creates the row when the user has none yet (a language can be chosen before a username). */
export async function setProfileLanguage(
  q: Queryable,
  input: { id: string; language: TProfileRow['language'] },
): Promise<void> {
  await q
    .insert(profiles)
    .values(input)
    .onConflictDoUpdate({ target: profiles.id, set: { language: input.language, updatedAt: sql`now()` } });
}

/** Null when the user has no profile row yet. */
export async function findProfileLanguage(q: Queryable, userId: string): Promise<TProfileRow['language'] | null> {
  const [row] = await q.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language ?? null;
}

/** The language of the account at this address; null when no account with a profile uses it. */
export async function findLanguageByEmail(q: Queryable, email: string): Promise<TProfileRow['language'] | null> {
  const [row] = await q
    .select({ language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row?.language ?? null;
}
