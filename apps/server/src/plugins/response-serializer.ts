import { isDeepStrictEqual } from 'node:util';
import { ZFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { ZArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import { serializerCompiler } from 'fastify-type-provider-zod';

type TSerializerCompiler = typeof serializerCompiler;

/**
 * Card lists, which every uncached list and search request writes: their items are built field by
 * field by the presenters from typed rows, and checking them against the schema again cost about
 * 8 % of such a request's CPU. In production they are written as built; everywhere else (tests,
 * development) each answer is checked and must come out of its schema unchanged, so a field the
 * schema does not declare, or a value it would change, fails the tests instead of reaching a user.
 */
const PRESENTED_LISTS = new Set<unknown>([ZFeedPage, ZArtistPage]);

export function responseSerializer(isProduction: boolean): TSerializerCompiler {
  return (route) => {
    const checked = serializerCompiler(route);
    if (!PRESENTED_LISTS.has(route.schema)) return checked;
    if (isProduction) return (data) => JSON.stringify(data);
    return (data) => {
      const text = checked(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(data)))) {
        throw new Error(`${route.method} ${route.url}: the answer holds something its schema does not declare`);
      }
      return text;
    };
  };
}
