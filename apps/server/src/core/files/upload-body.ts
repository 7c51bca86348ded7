import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { STORAGE_MESSAGES } from './storage';

/**
 * Lets the routes of this plugin take a raw upload (application/octet-stream) as the request stream
 * itself: the storage counts and checks the bytes as they arrive, nothing is held whole in memory.
 */
export function acceptRawUploads(app: FastifyInstance): void {
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
}

/** The upload stream of a request, and the size the client declared (refused early when too big). */
export function uploadOf(request: FastifyRequest): { stream: Readable; declaredBytes?: number } {
  const body: unknown = request.body;
  if (!(body instanceof Readable)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', STORAGE_MESSAGES.notAStream);
  const declared = Number(request.headers['content-length']);
  return { stream: body, declaredBytes: Number.isFinite(declared) ? declared : undefined };
}
