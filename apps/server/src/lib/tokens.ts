import { TOKEN_LIFETIME_SECONDS } from '@pesquisemais/shared';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** An invitation session: valid only on the player's routes, for its own campaign. */
export interface TokenScope {
  campaignId: string;
  invitationId: string;
  respondentId: string;
  respondentName: string;
}

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id of a valid unscoped token, or null when it is missing, tampered, expired or scoped. */
  verify(token: string): Promise<string | null>;
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

export function createTokenService(secret: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key),
    verify: async (token) => {
      const payload = await readPayload(token, key);
      if (!payload || payload.scope !== undefined) return null;
      return typeof payload.sub === 'string' ? payload.sub : null;
    },
    signScoped: (scope) =>
      new SignJWT({ scope })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(scope.respondentId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key),
    verifyScoped: async (token) => {
      const scope = (await readPayload(token, key))?.scope as Partial<TokenScope> | undefined;
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
      const payload = await readPayload(token, key);
      if (!payload || payload.res !== resource || payload.sub !== undefined) return undefined;
      return { userId: typeof payload.uid === 'string' ? payload.uid : null };
    },
  };
}

async function readPayload(token: string, key: Uint8Array): Promise<JWTPayload | null> {
  try {
    return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
