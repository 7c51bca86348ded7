import type { Socket } from 'node:net';

/** What Node's HTTP parser refuses before Fastify sees a request, answered in the API's shape and in pt-BR. */
const CLIENT_ERRORS: Record<string, [status: number, reason: string, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'HEADERS_TOO_LARGE',
    'Endereço ou cabeçalhos grandes demais.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'REQUEST_TIMEOUT', 'A requisição demorou demais.'],
};
const MALFORMED: [number, string, string, string] = [
  400,
  'Bad Request',
  'BAD_REQUEST',
  'Requisição HTTP malformada.',
];

/** Fastify's `clientErrorHandler`: a pt-BR JSON error, then the connection closes (nothing for a reset one). */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
