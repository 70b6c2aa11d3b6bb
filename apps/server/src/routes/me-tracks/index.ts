import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCursorQuery, ZTrackIdParams } from '@beatpasal/shared/schemas/catalogue-api';
import { ZDeletedTrack, ZMyTrack, ZMyTrackPage, ZUploadedTrack } from '@beatpasal/shared/schemas/my-tracks';
import type { AppContext } from '../../context';
import { deleteTrack } from '../../services/tracks/delete-track';
import { editTrack } from '../../services/tracks/edit-track';
import { getMyTrack } from '../../services/tracks/get-my-track';
import { listMyTracks } from '../../services/tracks/list-my-tracks';
import { retryMyTrack } from '../../services/tracks/retry-my-track';
import { uploadTrack } from '../../services/tracks/upload-track';
import { EDIT_FORM_DOC, readEditRequest, readUploadForm, UPLOAD_FORM_DOC } from './read-track-forms';
import { signedIn } from '../../auth/access-declaration';

/** The artist's own tracks (/upload, /edit-track/{id}, the dashboard table). */
export default async function meTrackRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracks'];

  /** multipart/form-data: title, genre, bpm, musicalKey, mood, tags (JSON list), description, licences (JSON list); files audio, cover?, voiceTag?. */
  api.post(
    '/api/me/tracks',
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 400, otherArtist: 400 }),
        tags,
        ...UPLOAD_FORM_DOC,
        response: { 201: ZUploadedTrack },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const uploaded = await uploadTrack(ctx, {
        userId: user.id,
        log: request.log,
        readForm: (dir) => readUploadForm(request, dir),
      });
      return reply.status(201).send(uploaded);
    },
  );

  api.get(
    '/api/me/tracks',
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 200, otherArtist: 200 }),
        tags,
        querystring: ZCursorQuery,
        response: { 200: ZMyTrackPage },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return listMyTracks(ctx, { userId: user.id, cursor: request.query.cursor });
    },
  );

  api.get(
    '/api/me/tracks/:id',
    {
      schema: {
        ...signedIn('track', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params: ZTrackIdParams,
        response: { 200: ZMyTrack },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return getMyTrack(ctx, { userId: user.id, trackId: request.params.id });
    },
  );

  api.patch(
    '/api/me/tracks/:id',
    {
      schema: {
        ...signedIn('track', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params: ZTrackIdParams,
        ...EDIT_FORM_DOC,
        response: { 200: ZMyTrack },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { changes, cover } = await readEditRequest(request);
      return editTrack(ctx, { userId: user.id, trackId: request.params.id, changes, cover, log: request.log });
    },
  );

  api.delete(
    '/api/me/tracks/:id',
    {
      schema: {
        ...signedIn('track', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params: ZTrackIdParams,
        response: { 200: ZDeletedTrack },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return deleteTrack(ctx, { userId: user.id, trackId: request.params.id });
    },
  );

  api.post(
    '/api/me/tracks/:id/retry',
    {
      schema: {
        ...signedIn('track', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params: ZTrackIdParams,
        response: { 200: ZMyTrack },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return retryMyTrack(ctx, { userId: user.id, trackId: request.params.id });
    },
  );
}
