import { Ajv, type ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import {
  type JsonSchema,
  mutate,
  NASTY_STRINGS,
  nastyValue,
  pick,
  sampleOf,
  seededRandom,
  seedOf,
} from '../test/fuzz-values';
import { fieldCampaign, SAMPLE_SCHEMA, startResponse } from '../test/survey-factories';
import { useTestApp } from '../test/test-app';

/**
 * Guard: every operation of the OpenAPI document, called with wrong types, huge and deeply nested values,
 * control characters and odd unicode in its body, query and path, as admin (so handlers are reached) and
 * unauthenticated. It fails on any 5xx and on a JSON answer that does not match the declared schema.
 * Seeded by the operation's name: the same requests every run.
 */
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ADMIN_CASES = 26;
const GUEST_CASES = 4;

/** Percent-encodes UTF-8 bytes (encodeURIComponent throws on lone surrogates; the bytes never do). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...Buffer.from(text)]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** OpenAPI 3.0 `nullable` also admits null past an `enum` (Ajv reads the enum strictly). */
function nullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = nullableEnums(value);
  if (out.nullable === true && Array.isArray(out.enum)) out.enum = [...out.enum, null];
  return out;
}

describe('OpenAPI fuzz: no 5xx, answers match their declared schemas', () => {
  const {
    app,
    users: { admin, staff: other },
  } = useTestApp({ roles: ['admin', 'staff'] });
  const ids: Record<string, string> = {};
  const hints: Record<string, unknown> = {};

  beforeAll(async () => {
    const fielded = await fieldCampaign(app, admin, {
      targets: [{ name: 'Todos', condition: '', goal: 100 }],
    });
    const respondent = await buildUser(app);
    const response = await startResponse(app, respondent.auth, fielded.campaign.id);
    const panelist = await app.inject({
      method: 'POST',
      url: '/api/respondents',
      headers: admin.auth,
      payload: { name: 'Ana Fuzz', email: 'ana.fuzz@exemplo.com.br' },
    });
    Object.assign(ids, {
      users: other.row.id,
      surveys: fielded.survey.id,
      campaigns: fielded.campaign.id,
      targets: fielded.targets[0]?.id ?? '',
      responses: response.id,
      respondents: panelist.json().id,
      versions: '1',
    });
    const report = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: admin.auth,
      payload: { campaignId: fielded.campaign.id, format: 'csv' },
    });
    ids.reports = report.json().id;
    Object.assign(hints, {
      surveyId: ids.surveys,
      campaignId: ids.campaigns,
      targetId: ids.targets,
      responseId: ids.responses,
      respondentIds: [ids.respondents],
      userId: other.row.id,
      email: 'fuzz@exemplo.com.br',
      password: 'segredo-123',
      baseRevision: 1,
      schema: SAMPLE_SCHEMA,
      idempotencyKey: '0b6c2f7e-2a4d-4f1b-9c3e-5d6a7b8c9d0e',
    });
  });

  /** A real id for the parameter, by the collection named before it in the path. */
  const realParam = (path: string, name: string): string => {
    const before = path.split(`{${name}}`)[0]?.split('/').filter(Boolean).pop() ?? '';
    if (name === 'campaignId') return ids.campaigns ?? '';
    if (name === 'targetId') return ids.targets ?? '';
    return ids[before] ?? '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
  };

  it('every operation, every kind of bad input', async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
    const validators = new Map<object, ValidateFunction>();
    const failures: string[] = [];
    let requests = 0;
    for (const [path, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
      for (const [lower, operation] of Object.entries(methods)) {
        const method = lower.toUpperCase() as Method;
        const random = seededRandom(seedOf(`${method} ${path}`));
        const params = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        for (let index = 0; index < ADMIN_CASES + GUEST_CASES; index += 1) {
          const isGuest = index >= ADMIN_CASES;
          // Case 0 is well-formed; after it, one target (a parameter or the body) gets a bad value.
          const targets = [
            ...params.map((param) => param.name),
            ...(bodySchema ? ['body', 'body', 'body'] : []),
          ];
          const target = index === 0 || targets.length === 0 ? null : pick(random, targets);
          let url = path;
          const query: string[] = [];
          for (const param of params) {
            const isTarget = target === param.name;
            if (param.in === 'path') {
              const value = isTarget ? pick(random, NASTY_STRINGS) : realParam(path, param.name);
              url = url.replace(`{${param.name}}`, encode(value || 'vazio'));
            } else if (param.in === 'query' && (isTarget || param.required || random() < 0.4)) {
              const value = isTarget ? nastyValue(random) : sampleOf(param.schema, random, hints);
              query.push(`${param.name}=${encode(value)}`);
              if (isTarget && random() < 0.3) query.push(`${param.name}=${encode(value)}`);
            }
          }
          if (query.length > 0) url += `?${query.join('&')}`;
          const sample = bodySchema ? sampleOf(bodySchema, random, hints) : undefined;
          const payload = target === 'body' ? mutate(sample, random) : sample;
          const hasBody = payload !== undefined && method !== 'GET' && method !== 'DELETE';
          const res = await app.inject({
            method,
            url,
            headers: {
              ...(isGuest ? {} : admin.auth),
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
          });
          requests += 1;
          // FUZZ_DEBUG=1 prints whole requests, to replay one.
          const cut = process.env.FUZZ_DEBUG ? 100_000 : 160;
          const where = `${method} ${url.slice(0, cut)} ${hasBody ? JSON.stringify(payload)?.slice(0, cut) : ''}`;
          if (process.env.FUZZ_DEBUG)
            console.log(
              `STAT ${res.statusCode} ${method} ${path}`,
              index === 0 ? `${where} => ${res.body.slice(0, 150)}` : '',
            );
          if (res.statusCode >= 500) {
            failures.push(`${res.statusCode} ${where} -> ${res.body.slice(0, 200)}`);
            continue;
          }
          const declared =
            operation.responses?.[String(res.statusCode)]?.content?.['application/json']?.schema;
          if (!declared || !String(res.headers['content-type'] ?? '').includes('application/json')) continue;
          let validate = validators.get(declared);
          if (!validate) {
            validate = ajv.compile(nullableEnums(declared) as object);
            validators.set(declared, validate);
          }
          if (!validate(res.json())) {
            failures.push(`schema ${res.statusCode} ${where}: ${ajv.errorsText(validate.errors)}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(70 * (ADMIN_CASES + GUEST_CASES));
    expect(failures).toEqual([]);
  }, 180_000);
});
