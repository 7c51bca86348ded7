import { randomUUID } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS } from '@pesquisemais/shared';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** An invitation session: valid only on the player's routes, for its own campaign. */
export interface TokenScope {
  campaignId: string;
  invitationId: string;
  respondentId: string;
  respondentName: string;
}

/** What a session token says: whose it is, which session version it belongs to, when its user signed in. */
export interface SessionClaims {
  userId: string;
  /** Must equal the user's `session_version`: a password reset or "sair de todos" raises it. */
  version: number;
  /** Seconds since the epoch of the sign-in this token descends from; renewals keep it. */
  authTime: number;
  /** The sign-in this token descends from (claim `sid`; renewals keep it): 'Sair' ends it alone. */
  sessionId: string;
}

export interface SessionOptions {
  version?: number;
  /** The original sign-in time when renewing; now for a new sign-in. */
  authTime?: number;
  /** The session being renewed; a new one for a new sign-in. */
  sessionId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenService {
  sign(userId: string, options?: SessionOptions): Promise<string>;
  /**
   * The claims of a valid unscoped token, or null when it is missing, tampered, expired, scoped, without
   * `exp`/`iat`, older than the session's maximum age, or not about a user id.
   */
  verify(token: string): Promise<SessionClaims | null>;
  /** A token that signs an invited respondent in for one campaign only (claim `scope`). */
  signScoped(scope: TokenScope): Promise<string>;
  /** The scope of a valid scoped token, or null. */
  verifyScoped(token: string): Promise<TokenScope | null>;
  /**
   * A short-lived link token for one resource (claim `res`, e.g. `report:<id>`), carrying who asked for it
   * (`uid`, null for a share-link holder). It has no `sub`, so it never works as a session.
   */
  signResource(resource: string, userId: string | null, lifetimeSeconds: number): Promise<string>;
  /** The link token's requester if it is valid and for exactly this resource, else undefined. */
  verifyResource(token: string, resource: string): Promise<{ userId: string | null } | undefined>;
}

/** Sessions last at most this long after the sign-in unless the config says otherwise (SESSION_MAX_AGE_DAYS). */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function createTokenService(
  secret: string,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  maxAgeSeconds = DEFAULT_SESSION_MAX_AGE_SECONDS,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const read = (token: string) => readPayload(token, key, maxAgeSeconds);
  return {
    sign: (userId, options = {}) => {
      const now = Math.floor(Date.now() / 1000);
      const authTime = options.authTime ?? now;
      // A renewed token never outlives the session it descends from.
      const expiresAt = Math.min(now + lifetimeSeconds, authTime + maxAgeSeconds);
      const sid = options.sessionId ?? randomUUID();
      return new SignJWT({ ver: options.version ?? 0, auth_time: authTime, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    verify: async (token) => {
      const payload = await read(token);
      if (!payload || payload.scope !== undefined) return null;
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
      // Tokens issued before session versions existed carry neither claim: version 0, signed in at `iat`.
      const version = payload.ver ?? 0;
      const authTime = payload.auth_time ?? payload.iat;
      if (!Number.isSafeInteger(version) || typeof version !== 'number' || version < 0) return null;
      if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return null;
      const now = Math.floor(Date.now() / 1000);
      if (authTime > now + 60 || now - authTime > maxAgeSeconds) return null;
      // Tokens from before sessions had ids: their sign-in time names the session.
      const sessionId = typeof payload.sid === 'string' ? payload.sid : `auth-time:${authTime}`;
      return { userId: payload.sub, version, authTime, sessionId };
    },
    signScoped: (scope) =>
      new SignJWT({ scope })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(scope.respondentId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key),
    verifyScoped: async (token) => {
      const scope = (await read(token))?.scope as Partial<TokenScope> | undefined;
      if (!scope || typeof scope !== 'object') return null;
      const { campaignId, invitationId, respondentId, respondentName } = scope;
      if (typeof campaignId !== 'string' || typeof invitationId !== 'string') return null;
      if (typeof respondentId !== 'string' || typeof respondentName !== 'string') return null;
      return { campaignId, invitationId, respondentId, respondentName };
    },
    signResource: (resource, userId, seconds) =>
      new SignJWT({ res: resource, uid: userId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
        .sign(key),
    verifyResource: async (token, resource) => {
      const payload = await read(token);
      if (!payload || payload.res !== resource || payload.sub !== undefined) return undefined;
      return { userId: typeof payload.uid === 'string' ? payload.uid : null };
    },
  };
}

/** Only tokens with `exp` and a recent enough `iat`: a signed token without them would never end. */
async function readPayload(
  token: string,
  key: Uint8Array,
  maxAgeSeconds: number,
): Promise<JWTPayload | null> {
  try {
    const options = { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'], maxTokenAge: maxAgeSeconds };
    return (await jwtVerify(token, key, options)).payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
