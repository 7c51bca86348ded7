import type { TRole, TSessionUser } from '@pesquisemais/shared';
import type { Queryable } from '../db/connection';
import type { CampaignLinks } from './campaign-access';
import type { TokenScope } from './tokens';

/**
 * Who makes a request, as core/auth builds it: the account's id, role and display fields, never its password
 * hash. The users module owns the table and tells core how to load one (`loadPrincipal`).
 */
export interface Principal {
  id: string;
  email: string;
  display_name: string;
  photo_url: string;
  role: TRole;
  settings: Record<string, unknown>;
  shortcuts: string[];
  usermenu: TSessionUser['usermenu'];
  created_at: Date | string;
  /** Tokens of another version are refused. */
  session_version: number;
}

/** What core/auth needs from the modules that own users, invitations and campaigns. */
export interface PrincipalSources extends CampaignLinks {
  /** The current principal of a user id (null: the user is gone, or `sessionId` was signed out). */
  loadPrincipal(db: Queryable, userId: string, sessionId?: string): Promise<Principal | null>;
  /** Whether an invitation (scoped) token still opens a session (not opted out, campaign open). */
  isScopeLive(db: Queryable, scope: TokenScope): Promise<boolean>;
}

/** The invited respondent as a principal of role `user`; it exists only for the request. */
export function scopedPrincipal(scope: TokenScope): Principal {
  return {
    id: scope.respondentId,
    email: '',
    display_name: scope.respondentName,
    photo_url: '',
    role: 'user',
    settings: {},
    shortcuts: [],
    usermenu: [],
    created_at: new Date(0),
    session_version: 0,
  };
}
