import { ZApiError, ZAuthError } from '@pesquisemais/shared';
import { ApiError, getErrorMessage } from './api-client';
import { notify, type TNotifyVariant } from './notify';

/** Field name → the server's message for it. */
export type TFieldErrors = Record<string, string>;

/** A form that shows the field errors of its mutation (and, if it asks, some whole-form messages). */
export type TFormErrorTarget = {
  /** The fields that can show a message; without it every field error goes to the form. */
  fields?: readonly string[];
  setFieldErrors: (errors: TFieldErrors) => void;
  /** Error codes whose message the form shows itself (a long text that says what to do), not the snackbar. */
  message?: { codes: readonly string[]; show: (message: string) => void };
};

export type TMutationErrorMeta = {
  /** Where a field/validation error goes; without it (or for any other error) the snackbar shows it. */
  form?: TFormErrorTarget;
  /** A failed start-up check is a warning, not an error. */
  errorVariant?: TNotifyVariant;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: TMutationErrorMeta;
  }
}

const AUTH_FIELDS = ['email', 'password', 'displayName'] as const;

/** The per-field messages of a failed call: the auth shape (spec point 7) or an AppError's `fields`. */
export function getFieldErrors(error: unknown): TFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const api = ZApiError.safeParse(error.body);
  if (api.success) return api.data.error.fields ?? {};
  const auth = ZAuthError.safeParse(error.body);
  if (!auth.success) return {};
  const result: TFieldErrors = {};
  for (const field of AUTH_FIELDS) {
    const message = auth.data.error[field];
    if (message) result[field] = message;
  }
  return result;
}

export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return ZApiError.safeParse(error.body).data?.error.code;
}

/** The form's share of the field errors (only the fields it has, when it names them). */
function fieldsFor(form: TFormErrorTarget, error: unknown): TFieldErrors {
  const all = Object.entries(getFieldErrors(error));
  const { fields } = form;
  return Object.fromEntries(fields ? all.filter(([name]) => fields.includes(name)) : all);
}

/**
 * The one rule for a failed call: a field error goes to its form field, a code the form asked for to the
 * form's message, anything else to the snackbar. A 401 that ends the session is left to the api client (its
 * automatic logout already says so); a credential check's 401 is the answer and is shown.
 */
export function reportError(error: unknown, meta?: TMutationErrorMeta): void {
  const form = meta?.form;
  if (form) {
    const fields = fieldsFor(form, error);
    if (Object.keys(fields).length > 0) {
      form.setFieldErrors(fields);
      return;
    }
    const code = errorCode(error);
    if (form.message && code && form.message.codes.includes(code)) {
      form.message.show(getErrorMessage(error));
      return;
    }
  }
  if (error instanceof ApiError && error.status === 401 && !error.isCredentialCheck) return;
  notify(getErrorMessage(error), meta?.errorVariant ?? 'error');
}

/** For a form with one error line (a dialog): the first field message goes there. */
export function toErrorLine(show: (message: string) => void): TFormErrorTarget {
  return { setFieldErrors: (errors) => show(Object.values(errors)[0] ?? '') };
}
