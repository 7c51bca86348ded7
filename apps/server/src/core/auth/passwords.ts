import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('pesquisemais-timing-equaliser');
  return dummyHash;
}
