import type { TRegisterBody, TSessionUser, TSignInBody } from '@pesquisemais/shared';
import { createContext, useContext } from 'react';
import type { TUserDataUpdate } from './auth-api';

export type TAuthContext = {
  user: TSessionUser;
  isGuest: boolean;
  signIn: (body: TSignInBody) => Promise<TSessionUser>;
  /** Answers the message to show: the account waits for its e-mail confirmation, no session yet. */
  register: (body: TRegisterBody) => Promise<string>;
  /** Opens the confirmation link's token: the account is activated and signed in. */
  confirmRegistration: (token: string) => Promise<TSessionUser>;
  signOut: () => void;
  updateUser: (data: TUserDataUpdate) => Promise<TSessionUser>;
};

export const AuthContext = createContext<TAuthContext | null>(null);

export function useAuth(): TAuthContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth precisa de um AuthProvider');
  return context;
}
