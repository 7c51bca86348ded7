import { TEXT_MESSAGES } from '@pesquisemais/shared';

export interface ClientDbError {
  status: number;
  code: 'UNPROCESSABLE' | 'PAYLOAD_TOO_LARGE';
  message: string;
}

/** SQLSTATEs caused by the values a client sent, not by the server: they answer 4xx, never 500. */
const BY_SQLSTATE: Record<string, ClientDbError> = {
  '22021': { status: 422, code: 'UNPROCESSABLE', message: TEXT_MESSAGES.unstorable },
  '22P05': { status: 422, code: 'UNPROCESSABLE', message: TEXT_MESSAGES.unstorable },
  '22001': { status: 422, code: 'UNPROCESSABLE', message: 'Texto longo demais para este campo.' },
  '22003': { status: 422, code: 'UNPROCESSABLE', message: 'Número fora do intervalo permitido.' },
  '22P02': { status: 422, code: 'UNPROCESSABLE', message: 'Valor em formato inválido.' },
  '22007': { status: 422, code: 'UNPROCESSABLE', message: 'Data em formato inválido.' },
  '22008': { status: 422, code: 'UNPROCESSABLE', message: 'Data fora do intervalo permitido.' },
  '2201B': { status: 422, code: 'UNPROCESSABLE', message: 'Expressão regular inválida.' },
  '54000': { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Conteúdo grande demais para ser guardado.' },
};

/** Any other data exception (class 22) is bad input too. */
const DATA_EXCEPTION: ClientDbError = {
  status: 422,
  code: 'UNPROCESSABLE',
  message: 'Valor inválido para este campo.',
};

/** A PostgreSQL/PGlite error raised by a value the client sent, mapped to a Portuguese 4xx; else null. */
export function clientDbError(error: unknown): ClientDbError | null {
  if (typeof error !== 'object' || error === null || !('severity' in error) || !('code' in error))
    return null;
  const code = error.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return BY_SQLSTATE[code] ?? (code.startsWith('22') ? DATA_EXCEPTION : null);
}
