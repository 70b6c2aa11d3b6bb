import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/uploads';
import { jobs, resumableUploads, tracks } from '../../src/db/schema';
import { createExpireUploadHandler, EXPIRE_UPLOAD_JOB } from '../../src/services/uploads/expire-upload';
import { silentLog } from '../media/track-media-fixtures';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { postUpload, SETUP_TIMEOUT_MS, testWav, uploadForm } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';
import { createUpload, deleteUpload, headUpload, patchUpload, uploadWhole } from './tus-requests';

describe('resumable uploads (tus)', () => {
  let t: TestApp;
  let artist: TestAccount;
  let otherArtist: TestAccount;
  let buyer: TestAccount;
  let wav: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    [artist, otherArtist, buyer] = await Promise.all([createArtist(t), createArtist(t), createBuyer(t)]);
    wav = await testWav();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const row = async (id: string) =>
    (await t.ctx.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, id)))[0];
  const tracksOf = async (artistId: string) =>
    t.ctx.database.db.select({ id: tracks.id }).from(tracks).where(eq(tracks.artistId, artistId));

  it('resumes from the offset the server has, then the finished upload becomes the track master once', async () => {
    const { res, id } = await createUpload(t, artist.cookie, 'master', wav.length);
    expect(res.statusCode).toBe(201);
    const half = Math.floor(wav.length / 2);
    expect((await patchUpload(t, artist.cookie, id, 0, wav.subarray(0, half))).statusCode).toBe(204);
    const head = await headUpload(t, artist.cookie, id);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect((await patchUpload(t, artist.cookie, id, half, wav.subarray(half))).statusCode).toBe(204);
    expect((await row(id))?.state).toBe('finished');

    const before = (await tracksOf(artist.userId)).length;
    const created = await postUpload(t, artist.cookie, await uploadForm({ audioUpload: id }, { audio: null }));
    expect(created.statusCode).toBe(201);
    expect(await row(id)).toMatchObject({ state: 'attached', usedBy: `track:${created.json().id}` });

    const again = await postUpload(t, artist.cookie, await uploadForm({ audioUpload: id }, { audio: null }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messageKey).toBe(UPLOAD_MESSAGES.inUse.key);
    expect((await tracksOf(artist.userId)).length).toBe(before + 1);
  });

  it('lets nobody but its owner see, resume, cancel or use an upload', async () => {
    const { id } = await createUpload(t, artist.cookie, 'master', wav.length);
    expect((await headUpload(t, otherArtist.cookie, id)).statusCode).toBe(404);
    expect((await patchUpload(t, otherArtist.cookie, id, 0, wav)).statusCode).toBe(404);
    expect((await deleteUpload(t, otherArtist.cookie, id)).statusCode).toBe(404);
    expect((await headUpload(t, undefined, id)).statusCode).toBe(401);
    expect((await createUpload(t, buyer.cookie, 'master', 10)).res.statusCode).toBe(403);
    expect((await patchUpload(t, artist.cookie, id, 0, wav)).statusCode).toBe(204);
    const used = await postUpload(t, otherArtist.cookie, await uploadForm({ audioUpload: id }, { audio: null }));
    expect(used.statusCode).toBe(404);
    expect((await row(id))?.state).toBe('finished');
  });

  it('refuses a forged offset (409) and bytes past the declared length (413)', async () => {
    const { id } = await createUpload(t, artist.cookie, 'master', 1000);
    expect((await patchUpload(t, artist.cookie, id, 0, wav.subarray(0, 400))).statusCode).toBe(204);
    expect((await patchUpload(t, artist.cookie, id, 800, wav.subarray(0, 100))).statusCode).toBe(409);
    expect((await patchUpload(t, artist.cookie, id, 0, wav.subarray(0, 100))).statusCode).toBe(409);
    expect((await patchUpload(t, artist.cookie, id, 400, wav.subarray(0, 700))).statusCode).toBe(413);
    expect((await headUpload(t, artist.cookie, id)).headers['upload-offset']).toBe('400');
  });

  it('refuses a declared length over the kind limit, no length, or no kind', async () => {
    const tooBig = await createUpload(t, artist.cookie, 'voiceTag', 6 * 1024 * 1024);
    expect(tooBig.res.statusCode).toBe(413);
    expect(JSON.parse(tooBig.res.body).error.messageKey).toBe(MY_TRACK_MESSAGES.voiceTagTooLarge.key);
    const noKind = await createUpload(t, artist.cookie, 'cover', 10);
    expect(JSON.parse(noKind.res.body).error.messageKey).toBe(UPLOAD_MESSAGES.unknownKind.key);
  });

  it('finishing twice changes nothing', async () => {
    const id = await uploadWhole(t, artist.cookie, 'master', wav);
    const again = await patchUpload(t, artist.cookie, id, wav.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(204);
    expect((await row(id))?.state).toBe('finished');
  });

  it('an upload that is not audio fails the same checks as a form with the same message', async () => {
    const id = await uploadWhole(t, artist.cookie, 'master', Buffer.from('not audio at all, just text'.repeat(50)));
    const res = await postUpload(t, artist.cookie, await uploadForm({ audioUpload: id }, { audio: null }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.messageKey).toBe('audio.notAudio');
    expect((await row(id))?.state).toBe('finished');
  });

  it('an unfinished upload cannot be used yet', async () => {
    const { id } = await createUpload(t, artist.cookie, 'master', wav.length);
    const res = await postUpload(t, artist.cookie, await uploadForm({ audioUpload: id }, { audio: null }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.messageKey).toBe(UPLOAD_MESSAGES.notFinished.key);
  });

  it('cancel deletes the bytes and the row', async () => {
    const { id } = await createUpload(t, artist.cookie, 'master', wav.length);
    expect((await patchUpload(t, artist.cookie, id, 0, wav.subarray(0, 100))).statusCode).toBe(204);
    expect((await deleteUpload(t, artist.cookie, id)).statusCode).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect((await headUpload(t, artist.cookie, id)).statusCode).toBe(404);
  });

  it('deletes an upload untouched for 24 hours, and only such an upload', async () => {
    const expire = createExpireUploadHandler({ database: t.ctx.database, uploads: t.ctx.uploads, log: silentLog });
    const { id: abandoned } = await createUpload(t, artist.cookie, 'master', wav.length);
    const { id: active } = await createUpload(t, artist.cookie, 'master', wav.length);
    expect((await patchUpload(t, artist.cookie, abandoned, 0, wav.subarray(0, 100))).statusCode).toBe(204);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.ctx.database.db
      .update(resumableUploads)
      .set({ touchedAt: dayAgo })
      .where(eq(resumableUploads.id, abandoned));
    const scheduled = await t.ctx.database.db.select().from(jobs).where(eq(jobs.kind, EXPIRE_UPLOAD_JOB));
    expect(scheduled.map((job) => job.payload.id)).toEqual(expect.arrayContaining([abandoned, active]));

    await expire({ id: abandoned }, { id: 0, attempt: 1 });
    await expire({ id: active }, { id: 0, attempt: 1 });
    await expire({ id: abandoned }, { id: 0, attempt: 1 });
    expect(await row(abandoned)).toBeUndefined();
    expect((await headUpload(t, artist.cookie, abandoned)).statusCode).toBe(404);
    await expect(t.ctx.uploads.getUpload(abandoned)).rejects.toMatchObject({ status_code: 404 });
    expect((await row(active))?.state).toBe('uploading');
    expect((await headUpload(t, artist.cookie, active)).headers['upload-offset']).toBe('0');
  });

  it('the clean-up deletes the bytes left by an upload whose row went first (a cancel, an owner deleted)', async () => {
    const expire = createExpireUploadHandler({ database: t.ctx.database, uploads: t.ctx.uploads, log: silentLog });
    const { id } = await createUpload(t, artist.cookie, 'master', wav.length);
    expect((await patchUpload(t, artist.cookie, id, 0, wav.subarray(0, 100))).statusCode).toBe(204);
    await t.ctx.database.db.delete(resumableUploads).where(eq(resumableUploads.id, id));
    await expire({ id }, { id: 0, attempt: 1 });
    await expire({ id }, { id: 0, attempt: 1 });
    await expect(t.ctx.uploads.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
  });

  it('a finished alternate upload becomes a paid purchase HQ file once', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const purchaseId = await pendingPurchase(t, buyer, trackId);
    expect((await send(t, 'POST', `/api/purchases/${purchaseId}/approve`, artist.cookie)).statusCode).toBe(200);
    const asMaster = await uploadWhole(t, artist.cookie, 'master', wav);
    const url = `/api/purchases/${purchaseId}/alternate`;
    expect((await send(t, 'POST', url, artist.cookie, { alternateUpload: asMaster })).statusCode).toBe(400);
    const id = await uploadWhole(t, artist.cookie, 'alternate', wav);
    const first = await send(t, 'POST', url, artist.cookie, { alternateUpload: id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ downloads: { alternate: 'ready' } });
    expect(await row(id)).toMatchObject({ state: 'attached', usedBy: `purchase:${purchaseId}` });
    expect((await send(t, 'POST', url, artist.cookie, { alternateUpload: id })).statusCode).toBe(409);
  });
});
