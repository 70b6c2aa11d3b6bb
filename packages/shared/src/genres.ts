import { z } from 'zod';
import { GENRES, GENRE_INVALID } from './genre-list';

export * from './genre-list';

export const ZGenre = z.enum(GENRES, { error: GENRE_INVALID.key });
