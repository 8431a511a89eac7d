/**
 * How request parts are checked against their schemas.
 *
 * Bodies are JSON and arrive typed: they are validated without any coercion, so `couponId: true` or
 * `[1]` is a 400, not coupon 1 (ajv's `coerceTypes` turned `true` into 1 and `[1]` into 1). Where a
 * frontend legitimately sends an id as a string, the schema says so (a union with a digits-only
 * string).
 *
 * Query strings and path parameters are always text, so their numbers and booleans are converted
 * here before validation, by a strict rule: an integer is optional minus and up to 16 decimal digits,
 * a number is plain decimal notation, a boolean is `true` or `false`. Anything else stays text and
 * fails the schema's type with a 400. (ajv's own coercion also took `0x10`, `Infinity` — which then
 * passed `maximum` and reached the database — and a blank string as 0.)
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const INTEGER = /^-?(?:0|[1-9]\d{0,15})$/;
const DECIMAL = /^-?(?:0|[1-9]\d{0,15})(?:\.\d{1,15})?$/;

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

/** Every JSON type a value of this schema may have (through unions too). */
function typesOf(schema: JsonSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const t of [schema.type ?? []].flat()) into.add(t);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) typesOf(branch, into);
  return into;
}

/** One text value converted to the type its schema wants, when it is written exactly that way. */
export function convertText(value: string, types: Set<string>): unknown {
  if (types.has('integer') && INTEGER.test(value)) return Number(value);
  if (types.has('number') && DECIMAL.test(value)) return Number(value);
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.has('null') && value === 'null' && !types.has('string')) return null;
  return value;
}

/** Converts the top-level fields of a query string or path (both are flat) in place. */
function convertFields(schema: JsonSchema, data: unknown): void {
  if (!data || typeof data !== 'object' || !schema.properties) return;
  const record = data as Record<string, unknown>;
  for (const [key, property] of Object.entries(schema.properties)) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
    const types = typesOf(property);
    const value = record[key];
    if (types.has('array')) {
      const itemTypes = typesOf(property.items);
      const list = Array.isArray(value) ? value : [value];
      record[key] = list.map((v) => (typeof v === 'string' ? convertText(v, itemTypes) : v));
    } else if (typeof value === 'string') {
      record[key] = convertText(value, types);
    }
    // A repeated scalar (`?limit=1&limit=2`) stays an array and fails the schema's type.
  }
}

type Validator = ((data: unknown) => unknown) & { errors?: unknown };
type BuildValidator = (externalSchemas: unknown, options?: unknown) => FastifySchemaCompiler<FastifySchema>;
const buildDefault = AjvCompiler() as unknown as BuildValidator;

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: the standard ajv compiler (given
 * the server's ajv options, which turn coercion off) with the strict text conversion in front of
 * every part but the body.
 */
export const buildValidator: BuildValidator = (externalSchemas, options) => {
  const compile = buildDefault(externalSchemas, options);
  return (route) => {
    const validate = compile(route) as Validator;
    if (route.httpPart === 'body') return validate as never;
    const schema = route.schema as JsonSchema;
    const converting = ((data: unknown) => {
      convertFields(schema, data);
      const ok = validate(data);
      converting.errors = validate.errors;
      return ok;
    }) as Validator;
    return converting as never;
  };
};
