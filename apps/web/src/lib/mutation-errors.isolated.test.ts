import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { getFieldErrors, reportError } from './mutation-errors';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notify', () => ({ notify }));

const apiError = (status: number, error: Record<string, unknown>, isCredentialCheck = false) =>
  new ApiError(status, { error }, String(error.message ?? ''), isCredentialCheck);

describe('reportError', () => {
  it('puts field errors on the form, only those of its fields, and shows nothing else', () => {
    notify.mockClear();
    const setFieldErrors = vi.fn();
    const error = apiError(400, { code: 'VALIDATION', message: 'Curto', fields: { name: 'Curto', x: 'y' } });
    reportError(error, { form: { fields: ['name'], setFieldErrors } });
    expect(setFieldErrors).toHaveBeenCalledWith({ name: 'Curto' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads the auth shape (spec point 7) as field errors', () => {
    const error = new ApiError(401, { error: { password: 'Check your password' } }, '', true);
    expect(getFieldErrors(error)).toEqual({ password: 'Check your password' });
  });

  it('sends a field the form does not have, or a form without fields, to the snackbar', () => {
    notify.mockClear();
    const setFieldErrors = vi.fn();
    const error = apiError(400, { code: 'VALIDATION', message: 'Inválido', fields: { other: 'Inválido' } });
    reportError(error, { form: { fields: ['name'], setFieldErrors } });
    reportError(error);
    expect(setFieldErrors).not.toHaveBeenCalled();
    expect(notify.mock.calls).toEqual([
      ['Inválido', 'error'],
      ['Inválido', 'error'],
    ]);
  });

  it("shows a code the form asked for in the form, with the form's setter", () => {
    notify.mockClear();
    const show = vi.fn();
    const error = apiError(429, { code: 'ACCOUNT_LOCKED', message: 'Conta bloqueada.' });
    reportError(error, { form: { setFieldErrors: vi.fn(), message: { codes: ['ACCOUNT_LOCKED'], show } } });
    expect(show).toHaveBeenCalledWith('Conta bloqueada.');
    expect(notify).not.toHaveBeenCalled();
  });

  it("skips a 401 that ends the session (the api client's logout says it) but shows a credential check's", () => {
    notify.mockClear();
    reportError(apiError(401, { code: 'UNAUTHENTICATED', message: 'Credenciais invalidas' }));
    expect(notify).not.toHaveBeenCalled();
    reportError(apiError(401, { code: 'UNAUTHENTICATED', message: 'Convite inválido.' }, true), {
      errorVariant: 'warning',
    });
    expect(notify).toHaveBeenCalledWith('Convite inválido.', 'warning');
  });
});
