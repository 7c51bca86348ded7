import type { Db } from '../../core/db/connection';
import { DEMO_USERS } from '../users/users.seed';
import { createUsersService } from '../users/users.service';
import { createQuickPanelRepository, type TNewQuickPanelEntry } from './quick-panel.repository';

const DEMO_EVENTS = [
  { title: 'Reunião de briefing', detail: 'Campanha de cardiologia, 10:00' },
  { title: 'Grupo focal online', detail: 'Sala de webinar, 14:30' },
  { title: 'Entrega do relatório', detail: 'Onda 2 de oncologia, 18:00' },
];

const DEMO_NOTES = [
  { title: 'Revisar cotas', detail: 'Especialidade e região da onda atual' },
  { title: 'Convites pendentes', detail: 'Reenviar para quem não abriu o e-mail' },
];

/** Seeds events and notes for the demo users into an empty table only. */
export async function seedQuickPanel(db: Db): Promise<number> {
  const entries = createQuickPanelRepository(db);
  if (!(await entries.isEmpty())) return 0;
  const users = createUsersService(db);
  const rows: TNewQuickPanelEntry[] = [];
  for (const demo of DEMO_USERS) {
    const user = await users.findByEmail(demo.email);
    if (!user) continue;
    rows.push(...DEMO_EVENTS.map((event) => ({ userId: user.id, kind: 'event' as const, ...event })));
    rows.push(...DEMO_NOTES.map((note) => ({ userId: user.id, kind: 'note' as const, ...note })));
  }
  return entries.insertMany(rows);
}
