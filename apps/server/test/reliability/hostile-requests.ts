import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { TDocumentedRoute, TSchema } from './api-document';
import { fillPath, requestSchemas, type TMethod } from './route-requests';
import { sampleOf } from './schema-samples';

const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';

/** Strings that have broken servers before: NUL and control characters, lone surrogates, huge and odd text. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({
      unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 10,
    }),
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\uD800',
      '\uDFFF\uD800',
      '\u202Egnp.exe',
      '\uFEFF',
      'ZA̡͊͠͝LGΌ',
      '🎵'.repeat(50),
      '../../etc/passwd',
      "'; drop table users; --",
      '%00',
      '%',
      '%E0%A4',
      '\r\n\r\n',
      ' ',
      '',
    ),
    fc.constantFrom(5_000, 70_000, 1_100_000).map((length) => 'x'.repeat(length)),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  );

/** Values of the wrong kind for any field, and numbers at and past every boundary. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileString(),
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53 + 2,
      -(2 ** 63),
      1e308,
      Number.MIN_VALUE,
      [],
      {},
      [null],
      { $gt: '' },
      ['a', 'b'],
    ),
    fc.integer(),
    fc.jsonValue({ maxDepth: 3 }),
  );

/** Ids that are not ours: malformed, forged cursors, other kinds' ids, a plausible uuid of nothing. */
export const forgedId = (valid: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(NO_SUCH_UUID, ...valid),
    fc.uuid(),
    hostileString().filter((value) => value.length < 4000),
    fc.base64String({ maxLength: 200 }),
    fc.constantFrom(
      'eyJpZCI6MX0',
      'bnVsbA',
      'W10',
      Buffer.from('{"id":"x\u0000","at":"9999-99-99"}').toString('base64url'),
    ),
  );

/**
 * Object keys longer than a file name may be (a segment past 255 bytes with the store's `.json`
 * sidecar), and longer than any key: a file route must answer them 404 (issue 32).
 */
export const overLongKey = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.integer({ min: 201, max: 600 }).map((length) => 'a'.repeat(length)),
    fc
      .tuple(fc.constantFrom('track-images', 'tracks-preview', 'x'), fc.integer({ min: 251, max: 300 }))
      .map(([area, length]) => `${area}/${'k'.repeat(length)}.png`),
  );

/** A JSON body from the schema with one field made hostile, or dropped, or an extra field added. */
function mutatedJson(schema: TSchema, hints: Record<string, unknown>): fc.Arbitrary<unknown> {
  const base = sampleOf(schema, hints);
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return hostileValue();
  const keys = Object.keys({ ...schema.properties, ...base });
  if (keys.length === 0) return fc.constant(base);
  return fc
    .record({ key: fc.constantFrom(...keys), value: hostileValue(), drop: fc.boolean() })
    .map(({ key, value, drop }) => {
      const copy: Record<string, unknown> = { ...base };
      if (drop) delete copy[key];
      else copy[key] = value;
      return copy;
    });
}

interface THostileBody {
  payload?: string | Buffer | object;
  contentType?: string;
}

/** Broken bodies of every kind: wrong content types, truncated and invalid JSON, broken multipart. */
function hostileBody(route: TDocumentedRoute, hints: Record<string, unknown>): fc.Arbitrary<THostileBody> {
  const { json, form } = requestSchemas(route);
  const jsonText = JSON.stringify(sampleOf(json ?? form ?? { type: 'object' }, hints));
  const boundary = '----hostile';
  const multipartText = (fields: string) => `--${boundary}\r\n${fields}\r\n--${boundary}--\r\n`;
  return fc.oneof(
    mutatedJson(json ?? form ?? { type: 'object' }, hints).map((payload) => ({
      payload: JSON.stringify(payload),
      contentType: 'application/json',
    })),
    fc
      .jsonValue({ maxDepth: 4 })
      .map((payload) => ({ payload: JSON.stringify(payload), contentType: 'application/json' })),
    fc
      .nat({ max: Math.max(jsonText.length - 1, 0) })
      .map((cut) => ({ payload: jsonText.slice(0, cut), contentType: 'application/json' })),
    fc
      .tuple(
        hostileString(),
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
          'image/png',
          'multipart/form-data',
        ),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
    fc
      .constantFrom(
        multipartText('Content-Disposition: form-data; name="title"\r\n\r\nNo end'),
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF`,
        multipartText(`Content-Disposition: form-data; name="${'n'.repeat(5000)}"\r\n\r\nx`),
        multipartText(
          'Content-Disposition: form-data; name="screenshot"; filename="\u0000.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
        ),
        multipartText('Content-Disposition: form-data\r\n\r\nno name'),
        `--${boundary}--\r\n`,
        'garbage without boundary',
      )
      .map((payload) => ({ payload, contentType: `multipart/form-data; boundary=${boundary}` })),
    fc.constant({ payload: 'x', contentType: 'multipart/form-data' }),
    fc.constant({}),
  );
}

export interface THostileContext {
  cookies: (string | undefined)[];
  ids: string[];
  hints: Record<string, unknown>;
}

/** One hostile request to the route: forged path values, odd query values, a broken body, any caller. */
export function hostileRequest(route: TDocumentedRoute, context: THostileContext): fc.Arbitrary<InjectOptions> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  // A trailing wildcard is an object key (the file routes): forged ids, and keys too long to store.
  const pathValues = fc.tuple(
    ...names.map((name) => (name === '*' ? fc.oneof(forgedId(context.ids), overLongKey()) : forgedId(context.ids))),
  );
  const queryNames = (route.operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const query = fc.dictionary(
    fc.constantFrom(...queryNames, 'cursor', 'limit', '__proto__', 'x'),
    fc.oneof(
      hostileString().filter((value) => value.length < 3000),
      fc.integer().map(String),
    ),
    { maxKeys: 4 },
  );
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return fc
    .record({
      cookie: fc.constantFrom(...context.cookies),
      values: pathValues,
      query,
      body: hasBody ? hostileBody(route, context.hints) : fc.constant<THostileBody>({}),
    })
    .map(({ cookie, values, query: search, body }) => {
      const url = `${fillPath(route.path, Object.fromEntries(names.map((name, index) => [name, values[index]!])))}?${new URLSearchParams(search)}`;
      const headers: Record<string, string> = {
        origin: 'http://localhost:3000',
        ...(cookie ? { cookie } : {}),
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      };
      return { method: route.method as TMethod, url, headers, payload: body.payload } satisfies InjectOptions;
    });
}
