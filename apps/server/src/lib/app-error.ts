import { ERROR_CODES, ERROR_MESSAGES, type TErrorCode } from '@pesquisemais/shared';

/** The one error the modules throw; the error handler maps `code` to the HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: TErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] ?? ERROR_MESSAGES.INTERNAL);
    this.statusCode = ERROR_CODES[code];
  }
}

/** Too many attempts: answered 429 with `Retry-After`, the seconds until the limit's window ends at the latest. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: 'RATE_LIMITED' | 'ACCOUNT_LOCKED' = 'RATE_LIMITED',
  ) {
    super(code);
  }
}

/**
 * An auth failure in the spec's shape `{ error: { email?, password?, displayName? } }`
 * (spec point 7), with the HTTP status that fits it.
 */
export class AuthFieldError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fields: Partial<Record<'email' | 'password' | 'displayName', string>>,
  ) {
    super(Object.values(fields).join(' '));
  }
}
