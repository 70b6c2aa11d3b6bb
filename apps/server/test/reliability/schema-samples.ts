import type { TSchema } from './api-document';

/** Values a field of that name must have to reach the route's own checks; the rest follows the schema. */
export type TSampleHints = Record<string, unknown>;

const firstOf = (schema: TSchema) => (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null');
const typeOf = (schema: TSchema) => [schema.type].flat().find((type) => type !== 'null');

/** One valid-looking value of a JSON schema: required properties (and hinted ones) filled, enums take their first value. */
export function sampleOf(schema: TSchema, hints: TSampleHints = {}, name = ''): unknown {
  if (name in hints) return hints[name];
  const option = firstOf(schema);
  if (option) return sampleOf(option, hints, name);
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key, property]) => property.format !== 'binary' && (schema.required?.includes(key) || key in hints))
          .map(([key, property]) => [key, sampleOf(property, hints, key)]),
      );
    case 'array':
      return schema.items ? [sampleOf(schema.items, hints, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'probe@example.com';
      return 'Checking access.'.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? 100);
  }
}
