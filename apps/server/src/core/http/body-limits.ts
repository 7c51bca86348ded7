import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

export interface JsonLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Values (objects, arrays, strings, numbers...) in one body. */
  maxNodes: number;
}

export const JSON_LIMITS: JsonLimits = { maxDepth: 64, maxNodes: 200_000 };

export const BODY_MESSAGES = {
  tooDeep: (max: number) => `O conteúdo enviado está aninhado demais (no máximo ${max} níveis).`,
  tooMany: (max: number) => `O conteúdo enviado tem itens demais (no máximo ${max.toLocaleString('pt-BR')}).`,
} as const;

/**
 * Walks a parsed JSON value once, without recursion (a deep value cannot overflow the stack), and throws
 * 422/413 past the limits. Returns the number of values seen.
 */
export function assertJsonWithinLimits(value: unknown, limits: JsonLimits = JSON_LIMITS): number {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let nodes = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    nodes += 1;
    if (nodes > limits.maxNodes)
      throw new AppError('PAYLOAD_TOO_LARGE', BODY_MESSAGES.tooMany(limits.maxNodes));
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limits.maxDepth) throw new AppError('UNPROCESSABLE', BODY_MESSAGES.tooDeep(limits.maxDepth));
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return nodes;
}

/** One place bounds every JSON body before any route validates or walks it. */
const bodyLimitsPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    // Raw uploads (application/octet-stream) arrive as bytes or as the request stream: no JSON to walk.
    const body: unknown = request.body;
    if (
      body !== undefined &&
      typeof body === 'object' &&
      !(body instanceof Uint8Array) &&
      !(body instanceof Readable)
    )
      assertJsonWithinLimits(body);
  });
};

export const bodyLimits = fp(bodyLimitsPlugin, { name: 'body-limits' });
