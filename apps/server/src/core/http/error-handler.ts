import { ERROR_MESSAGES, UNSTORABLE_ISSUE } from '@pesquisemais/shared';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, AuthFieldError, RateLimitedError } from '../../lib/app-error';
import { OverloadedError } from '../auth/password-pool';
import { clientDbError } from './db-errors';

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  413: 'Conteúdo grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: ERROR_MESSAGES.RATE_LIMITED,
};

/** One place maps every error to `{ error: { code, message } }` (or the auth shape) and hides 5xx details. */
const errorHandlerPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? '');
        fields[field] ??= issue.message ?? ERROR_MESSAGES.VALIDATION;
      }
      if (request.routeOptions.config.authErrorShape) {
        return reply.status(400).send({ error: authFields(fields) });
      }
      const first = Object.values(fields)[0] ?? ERROR_MESSAGES.VALIDATION;
      // Well-formed but unstorable values (NUL in a text) are 422, like the database would refuse them.
      if (error.validation.some((issue) => isUnstorable(issue.params))) {
        return reply.status(422).send({ error: { code: 'UNPROCESSABLE', message: first, fields } });
      }
      return reply.status(400).send({ error: { code: 'VALIDATION', message: first, fields } });
    }
    if (error instanceof AuthFieldError) return reply.status(error.statusCode).send({ error: error.fields });
    if (error instanceof OverloadedError || error instanceof RateLimitedError)
      reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, fields: error.fields } });
    }
    const fromDb = clientDbError(error);
    if (fromDb) {
      request.log.info({ err: error }, 'database refused a client value');
      return reply.status(fromDb.status).send({ error: { code: fromDb.code, message: fromDb.message } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({
        error: {
          code: error.code ?? 'BAD_REQUEST',
          message: CLIENT_MESSAGES[status] ?? CLIENT_MESSAGES[400],
        },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL } });
  });
};

function isUnstorable(params: unknown): boolean {
  if (typeof params !== 'object' || params === null || !('params' in params)) return false;
  const inner = params.params;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    'status' in inner &&
    inner.status === UNSTORABLE_ISSUE.status
  );
}

const AUTH_FIELDS = ['email', 'password', 'displayName', 'consent'];

/** Keeps the auth fields of spec point 7 (and the registration's consent); any other field's message goes on the closest one. */
function authFields(fields: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.split('.').pop() ?? '';
    const key = AUTH_FIELDS.includes(name) ? name : 'email';
    out[key] ??= message;
  }
  return out;
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
