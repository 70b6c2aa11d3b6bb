import { z } from 'zod';
import { defineMessages } from '../message-keys';

/**
 * GET /api/oembed (https://oembed.com): a pasted track or artist link becomes our player where
 * oEmbed is read. The parameters are checked by the service, which answers the spec's statuses.
 */
export const OEMBED_MESSAGES = defineMessages('oembed', {
  urlRequired: 'Give the address of a Beatpasal track or artist page as url.',
  notEmbeddable: 'There is no player for that address: give the address of a Beatpasal track or artist page.',
  notPublic: 'That track or artist cannot be played here: it does not exist or is not public.',
  badSize: 'maxwidth and maxheight must be whole numbers of pixels, 1 or more.',
  onlyJson: 'Only format=json is answered.',
});

/** Query values arrive as text; the service reads them (a wrong one is a 400, an unknown format a 501). */
export const ZOEmbedQuery = z.object({
  url: z.string().max(2000).optional(),
  format: z.string().max(20).optional(),
  maxwidth: z.string().max(10).optional(),
  maxheight: z.string().max(10).optional(),
});

export type TOEmbedQuery = z.infer<typeof ZOEmbedQuery>;

/** The spec's `rich` response: the player's iframe with its size, and who made what it plays. */
export const ZOEmbedResponse = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  html: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
  cache_age: z.int().positive(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.int().positive().optional(),
  thumbnail_height: z.int().positive().optional(),
});

export type TOEmbedResponse = z.infer<typeof ZOEmbedResponse>;
