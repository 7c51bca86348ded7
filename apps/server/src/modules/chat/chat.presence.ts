import { CHAT_TEAM_ROOM, chatUserRoom, type TChatStatus } from '@pesquisemais/shared';
import type { SocketData } from '../../core/realtime/registry';
import type { ServiceDeps } from '../../core/types';

/** What a user's connected tabs say: none (offline), all idle (away), or some in use. */
export type TTabs = { count: number; idle: number };

/**
 * The status others see: offline without a connected tab; the chosen do-not-disturb or offline (invisible)
 * as chosen; away when chosen or when every tab is idle; online otherwise.
 */
export function effectiveStatus(chosen: TChatStatus, tabs: TTabs | undefined): TChatStatus {
  if (!tabs || tabs.count === 0) return 'offline';
  if (chosen === 'do-not-disturb' || chosen === 'offline') return chosen;
  if (chosen === 'away' || tabs.idle === tabs.count) return 'away';
  return 'online';
}

function countTabs(sockets: { data: SocketData }[], only?: string): Map<string, TTabs> {
  const tabs = new Map<string, TTabs>();
  for (const { data } of sockets) {
    if (!data.userId || (only && data.userId !== only)) continue;
    const entry = tabs.get(data.userId) ?? { count: 0, idle: 0 };
    entry.count += 1;
    if (data.idle) entry.idle += 1;
    tabs.set(data.userId, entry);
  }
  return tabs;
}

/** The chat tabs of every user, over every server process (the Redis adapter answers for the others). */
export async function teamTabs(app: Pick<ServiceDeps, 'io'>): Promise<Map<string, TTabs>> {
  return countTabs(await app.io.in(CHAT_TEAM_ROOM).fetchSockets());
}

/** The chat tabs of one user. */
export async function userTabs(app: Pick<ServiceDeps, 'io'>, userId: string): Promise<TTabs | undefined> {
  return countTabs(await app.io.in(chatUserRoom(userId)).fetchSockets(), userId).get(userId);
}
