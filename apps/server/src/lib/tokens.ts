import { TOKEN_LIFETIME_SECONDS } from '@pesquisemais/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null when it is missing, tampered or expired. */
  verify(token: string): Promise<string | null>;
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
