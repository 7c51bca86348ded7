/** Limits and timings of spec point 9, written once for server and client. */
export const MIN_CREDENTIAL_LENGTH = 4;
export const TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
export const SEARCH_MAX_SUGGESTIONS = 10;
export const LAZY_LOAD_DELAY_MS = 300;
export const LAZY_LOAD_TIMEOUT_MS = 10_000;
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const COOKIE_ACCEPTED_DAYS = 365;
export const NAV_HOVER_DEBOUNCE_MS = 150;
/** Sign-in attempts allowed per window, per IP and per e-mail. */
export const SIGNIN_MAX_ATTEMPTS_PER_IP = 20;
export const SIGNIN_MAX_ATTEMPTS_PER_EMAIL = 5;
export const SIGNIN_WINDOW_SECONDS = 15 * 60;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const APP_VERSION_LINE = 'Alpha 0.1.2';
/** The serialized size of a user's settings object (theme and layout) that /api/auth/user/update accepts. */
export const USER_SETTINGS_MAX_BYTES = 16 * 1024;
