/** JSON schema as @fastify/swagger writes it from the zod schemas (OpenAPI 3.0). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

function nested(depth: number): unknown {
  let value: unknown = 'fundo';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Strings that have broken servers: control characters, odd unicode, injections, huge and numeric edges. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '\t\r\n',
  '\ud800',
  '\udfff\ud800',
  '\u202eabc',
  '\ufeff',
  '😀👩‍👩‍👧‍👦',
  'ação çãõ ñ ß',
  '𝕬𝖇𝖈',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '{{7*7}}',
  `\${jndi:ldap://x}`,
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-01-01',
  'true',
  'null',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
] as const;

/** Any JSON value that could land where a schema expects something else. */
export function nastyValue(random: () => number): unknown {
  const roll = random();
  if (roll < 0.5) return pick(random, NASTY_STRINGS);
  return pick(random, [
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 63),
    1e308,
    Number.MIN_VALUE,
    {},
    [],
    [null],
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'),
    'x'.repeat(200_000),
    Array.from({ length: 5_000 }, (_, index) => index),
    nested(40),
    nested(80),
    { a: 'a\u0000b', b: ['\u0000'] },
  ]);
}

/** Values for properties by name (real ids, an e-mail), so well-formed requests reach the handlers. */
export type Hints = Record<string, unknown>;

/** A value the schema accepts, as far as a simple reading of it goes; `hints` fill properties by name. */
export function sampleOf(
  schema: JsonSchema | undefined,
  random: () => number,
  hints: Hints = {},
  depth = 0,
): unknown {
  if (!schema || depth > 8) return null;
  if (schema.enum && schema.enum.length > 0) return pick(random, schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0) return sampleOf(schema.anyOf[0], random, hints, depth + 1);
  if (schema.default !== undefined && random() < 0.3) return schema.default;
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!schema.required?.includes(key) && random() >= 0.5) continue;
        out[key] = key in hints ? hints[key] : sampleOf(property, random, hints, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        sampleOf(schema.items, random, hints, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 5, 3));
    case 'boolean':
      return random() < 0.5;
    case 'string':
      return sampleString(schema, random);
    default:
      return 'valor';
  }
}

function sampleString(schema: JsonSchema, random: () => number): string {
  if (schema.format === 'uuid') return '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
  if (schema.format === 'date-time') return '2026-11-23T10:00:00.000Z';
  if (schema.format === 'date') return '2026-11-23';
  if (schema.format === 'uri') return 'https://exemplo.com.br/caminho';
  if (schema.format === 'email') return 'fuzz@exemplo.com.br';
  const text = pick(random, ['texto de teste', 'Ana Souza', 'cardiologia', 'fuzz@exemplo.com.br']);
  const min = schema.minLength ?? 0;
  return text.padEnd(min, 'x').slice(0, schema.maxLength ?? 1_000);
}

/** The same value with one spot (chosen by `random`) replaced by a nasty value. */
export function mutate(value: unknown, random: () => number): unknown {
  if (typeof value !== 'object' || value === null || random() < 0.2) return nastyValue(random);
  const keys = Object.keys(value);
  if (keys.length === 0) return nastyValue(random);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const key = pick(random, keys);
  (copy as Record<string, unknown>)[key] = mutate((value as Record<string, unknown>)[key], random);
  return copy;
}
