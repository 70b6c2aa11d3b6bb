import { z } from 'zod';
import type { FileFieldRule } from './form-errors';

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart body as the API document shows it; plugins/openapi.ts turns it into the request body. */
    'x-form'?: Record<string, unknown>;
  }
}

interface FormFile extends FileFieldRule {
  isRequired?: boolean;
  /** What kind of file the server accepts, for people reading the document. */
  accepts: string;
}

/**
 * Documents a multipart/form-data body read by readMultipartForm: its text fields (the shared
 * schema that parses them, or names with a description) and its file parts with their byte limits.
 * Only the document reads it: the form itself is validated when the handler reads it.
 */
export function formBody(fields: z.ZodObject | Record<string, string>, files: Record<string, FormFile>) {
  const fieldSchema =
    fields instanceof z.ZodObject
      ? (z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, object>;
          required?: string[];
        })
      : {
          properties: Object.fromEntries(
            Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }]),
          ),
        };
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      {
        type: 'string',
        format: 'binary',
        maxLength: file.maxBytes,
        description: `${file.accepts}, at most ${file.maxBytes} bytes.`,
        'x-max-bytes': file.maxBytes,
      },
    ]),
  );
  const requiredFiles = Object.entries(files)
    .filter(([, file]) => file.isRequired)
    .map(([name]) => name);
  return {
    consumes: ['multipart/form-data'],
    'x-form': {
      type: 'object',
      properties: { ...fieldSchema.properties, ...fileProperties },
      required: [...(fieldSchema.required ?? []), ...requiredFiles],
    },
  };
}
