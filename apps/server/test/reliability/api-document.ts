import type { TestApp } from '../helpers/test-app';
import type { TAccessDeclaration } from '../../src/auth/access-declaration';

export interface TSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  'x-max-bytes'?: number;
}

export interface TParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: TSchema;
}

export interface TOperation {
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
  'x-access'?: TAccessDeclaration;
}

export interface TDocumentedRoute {
  method: string;
  path: string;
  operation: TOperation;
}

export async function documentedRoutes(t: TestApp): Promise<TDocumentedRoute[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, TOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** `/api/tracks/:id` as the document writes it: `/api/tracks/{id}`; a trailing wildcard is `{*}`. */
export const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');
