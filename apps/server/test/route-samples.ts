import { randomUUID } from 'node:crypto';

/** A JSON Schema as the OpenAPI document carries it (from the routes' zod schemas). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

const FORMATS: Record<string, () => string> = {
  uuid: () => randomUUID(),
  email: () => `amostra-${randomUUID().slice(0, 8)}@exemplo.com.br`,
  'date-time': () => new Date(Date.now() + 86_400_000).toISOString(),
  date: () => '2026-12-01',
  uri: () => 'https://exemplo.com.br/amostra',
};

/** A value the schema accepts, as small as it allows (required properties only). */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sampleOf(options.find((option) => option.type !== 'null') ?? options[0]);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key]);
    return out;
  }
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
  if (type === 'integer' || type === 'number') {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'boolean') return false;
  if (type === 'string') {
    const format = schema.format ? FORMATS[schema.format] : undefined;
    if (format) return format();
    const length = Math.max(schema.minLength ?? 0, 8);
    return 'amostra-'
      .repeat(2)
      .slice(0, Math.min(length, schema.maxLength ?? length))
      .padEnd(length, 'a');
  }
  return 'amostra';
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/** Fastify's `/a/:id/` and OpenAPI's `/a/{id}` as one key: `/a/:id`. */
export const routeKey = (url: string) => url.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');

/** A request for one route: params, required query and body sampled from its OpenAPI operation. */
export function sampleRequest(
  paths: OpenApiPaths,
  method: string,
  url: string,
  given: Record<string, string>,
) {
  const operation = Object.entries(paths).find(([path]) => routeKey(path) === routeKey(url))?.[1]?.[
    method.toLowerCase()
  ];
  const params: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const parameter of operation?.parameters ?? []) {
    const value = given[parameter.name] ?? String(sampleOf(parameter.schema));
    if (parameter.in === 'path') params[parameter.name] = value;
    if (parameter.in === 'query' && (parameter.required || given[parameter.name]))
      query.set(parameter.name, value);
  }
  const path = routeKey(url)
    .replace(/:(\w+)/g, (_, name: string) => params[name] ?? given[name] ?? randomUUID())
    .replace(/\*$/, 'index.html');
  const search = query.toString();
  const body = operation?.requestBody?.content?.['application/json']?.schema;
  return { url: search ? `${path}?${search}` : path, body: body ? sampleOf(body) : undefined };
}
