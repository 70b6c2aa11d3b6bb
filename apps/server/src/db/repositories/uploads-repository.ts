import { and, eq, type SQL } from 'drizzle-orm';
import type { TUploadKind } from '@beatpasal/shared/schemas/uploads';
import type { Queryable } from '../client';
import { resumableUploads } from '../schema';

const columns = {
  id: resumableUploads.id,
  ownerId: resumableUploads.ownerId,
  kind: resumableUploads.kind,
  size: resumableUploads.size,
  state: resumableUploads.state,
  usedBy: resumableUploads.usedBy,
  touchedAt: resumableUploads.touchedAt,
};
export type TUploadRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] } & { kind: TUploadKind };

export async function insertUpload(
  q: Queryable,
  row: { id: string; ownerId: string; kind: TUploadKind; size: number },
): Promise<void> {
  await q.insert(resumableUploads).values(row);
}

async function selectUpload(q: Queryable, where: SQL | undefined, forUpdate: boolean | undefined) {
  const query = q.select(columns).from(resumableUploads).where(where);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row as TUploadRow | undefined;
}

/** Only the owner's upload: anyone else's id finds nothing (404). */
export function findOwnUpload(q: Queryable, ownerId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const where = and(eq(resumableUploads.id, id), eq(resumableUploads.ownerId, ownerId));
  return selectUpload(q, where, options.forUpdate);
}

export function findUpload(q: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  return selectUpload(q, eq(resumableUploads.id, id), options.forUpdate);
}

export async function touchUpload(q: Queryable, id: string): Promise<void> {
  await q.update(resumableUploads).set({ touchedAt: new Date() }).where(eq(resumableUploads.id, id));
}

/** uploading → finished; a finished or attached upload stays as it is (finishing twice changes nothing). */
export async function markUploadFinished(q: Queryable, id: string): Promise<void> {
  await q
    .update(resumableUploads)
    .set({ state: 'finished', touchedAt: new Date() })
    .where(and(eq(resumableUploads.id, id), eq(resumableUploads.state, 'uploading')));
}

export async function markUploadAttached(q: Queryable, id: string, usedBy: string): Promise<void> {
  await q.update(resumableUploads).set({ state: 'attached', usedBy }).where(eq(resumableUploads.id, id));
}

export async function deleteUploadRow(q: Queryable, id: string): Promise<void> {
  await q.delete(resumableUploads).where(eq(resumableUploads.id, id));
}
