import type { InjectOptions } from 'fastify';
import { multipart } from '../helpers/multipart';
import type { TDocumentedRoute, TSchema } from './api-document';
import { sampleOf, type TSampleHints } from './schema-samples';

export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `/api/purchases/{id}/proof` with each `{param}` replaced by `values[param]`. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    // A lone surrogate cannot travel in a URL: it is sent as U+FFFD, as a browser would.
    return name === '*' ? value : encodeURIComponent(Buffer.from(value).toString());
  });
}

export const requestSchemas = (route: TDocumentedRoute) => {
  const content = route.operation.requestBody?.content ?? {};
  const query = (route.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  return { json: content['application/json']?.schema, form: content['multipart/form-data']?.schema, query };
};

const TINY_FILE = Buffer.from('not really a file');

/** A request the route would take from its owner: required query values, a JSON or multipart body from the schema. */
export async function sampleRequest(
  route: TDocumentedRoute,
  pathValues: Record<string, string>,
  hints: TSampleHints,
): Promise<InjectOptions> {
  const { json, form, query } = requestSchemas(route);
  const search = new URLSearchParams();
  for (const parameter of query)
    if (parameter.required) search.set(parameter.name, String(sampleOf(parameter.schema ?? {}, hints, parameter.name)));
  const url = `${fillPath(route.path, pathValues)}${search.size > 0 ? `?${search}` : ''}`;
  const options: InjectOptions = { method: route.method as TMethod, url };
  if (form && !json) {
    const fields = Object.fromEntries(
      Object.entries(sampleOf(form, hints) as Record<string, unknown>).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    const files = Object.fromEntries(
      Object.entries(form.properties ?? {})
        .filter(([, property]: [string, TSchema]) => property.format === 'binary')
        .map(([name]) => [name, { bytes: TINY_FILE, filename: `${name}.png`, contentType: 'image/png' }]),
    );
    const body = await multipart(fields, files);
    return { ...options, payload: body.payload, headers: body.headers };
  }
  if (json) return { ...options, payload: sampleOf(json, hints) as object };
  return options;
}
