import type { FastifyInstance } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../auth/auth-openapi';

type TTransform = typeof jsonSchemaTransform;
type TPaths = NonNullable<NonNullable<FastifyDynamicSwaggerOptions['openapi']>['paths']>;

/** Zod schemas become JSON schemas; a documented multipart form (`x-form`) becomes the request body. */
const transform: TTransform = (input) => {
  const { 'x-form': form, ...rest } = input.schema ?? {};
  const result = jsonSchemaTransform({ ...input, schema: rest });
  return form ? { ...result, schema: { ...result.schema, body: form } } : result;
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Beatpasal API', version: '1.0.0', description: 'JSON API of the Beatpasal marketplace.' },
      // better-auth answers these behind one catch-all route; the document lists the ones the web app calls.
      // Zod's JSON Schema output is wider than the OpenAPI typings, not different.
      paths: AUTH_PATHS as unknown as TPaths,
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
