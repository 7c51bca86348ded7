import type { TRole } from '@pesquisemais/shared';
import { expect } from 'vitest';
import { api } from './api';
import { DEMO } from './global-setup';
import { registerConfirmed } from './register';
import { workerServer } from './server';

export const signInToken = async (email: string, password: string) =>
  (await api<{ access_token: string }>('/api/auth/signin', null, { email, password })).access_token;

/** A new, confirmed account with the given role (an admin changes it), and its token. */
export async function accountWith(role: TRole, displayName = `Pessoa ${role}`): Promise<string> {
  const email = `acc-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  const made = await registerConfirmed({ displayName, email, password: 'senha-nav-123' });
  if (role === 'user') return made.access_token;
  const admin = await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword);
  const res = await fetch(new URL(`/api/users/${made.user.uuid}/role`, workerServer().baseURL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ role }),
  });
  expect(res.status).toBe(200);
  return signInToken(email, 'senha-nav-123');
}
