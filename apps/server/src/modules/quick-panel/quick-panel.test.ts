import { businessDay, ZQuickPanelData } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { eventDetail, noteDetail } from './quick-panel.service';

const { app, users } = useTestApp({ roles: ['staff', 'user'] });

const getData = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/quick-panel/data', headers });
const post = async (url: string, payload: object, user: BuiltUser) => {
  const res = await app.inject({ method: 'POST', url, payload, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string };
};
const inDays = (days: number, time: string) => {
  const day = businessDay(new Date(Date.now() + days * 86_400_000));
  return `${day}T${time}:00-03:00`;
};
const addEvent = (user: BuiltUser, title: string, start: string, end: string, desc = '') =>
  post('/api/calendar-app/add-event', { newEvent: { title, start, end, desc } }, user);
const addNote = (user: BuiltUser, note: Record<string, unknown>) =>
  post('/api/notes-app/create-note', { note }, user);

describe('GET /api/quick-panel/data', () => {
  it('answers 401 to a guest', async () => {
    const res = await getData();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers empty lists to a user with an empty calendar and no notes', async () => {
    expect((await getData(users.user.auth)).json()).toEqual({ events: [], notes: [] });
  });

  it("lists the user's own events from today on and newest notes, and follows their changes", async () => {
    const { staff, user } = users;
    await addEvent(staff, 'Ontem', inDays(-1, '09:00'), inDays(-1, '10:00'));
    await addEvent(staff, 'Entrega', inDays(2, '18:00'), inDays(2, '18:30'));
    const briefing = await addEvent(staff, 'Briefing', inDays(0, '00:30'), inDays(0, '23:30'), 'Sala 2');
    await addEvent(user, 'Evento da Bia', inDays(0, '11:00'), inDays(0, '12:00'));
    await addNote(staff, { title: 'Antiga', description: 'primeira' });
    await addNote(staff, {
      title: 'Checklist',
      checklist: [
        { id: 'a', checked: true, text: 'um' },
        { id: 'b', checked: false, text: 'dois' },
      ],
    });
    await addNote(staff, { title: 'Arquivada', archive: true });

    const body = ZQuickPanelData.parse((await getData(staff.auth)).json());
    expect(body.events.map((event) => event.title)).toEqual(['Briefing', 'Entrega']);
    expect(body.events[0]).toEqual({ id: briefing.id, title: 'Briefing', detail: 'hoje, 00:30 · Sala 2' });
    expect(body.notes).toEqual([
      { id: expect.any(String), title: 'Checklist', detail: '1 de 2 itens concluídos' },
      { id: expect.any(String), title: 'Antiga', detail: 'primeira' },
    ]);

    // Removing the event in the calendar takes it off the panel; the other user's panel never saw it.
    await post('/api/calendar-app/remove-event', { eventId: briefing.id }, staff);
    const after = ZQuickPanelData.parse((await getData(staff.auth)).json());
    expect(after.events.map((event) => event.title)).toEqual(['Entrega']);
    const other = ZQuickPanelData.parse((await getData(user.auth)).json());
    expect(other.events.map((event) => event.title)).toEqual(['Evento da Bia']);
    expect(other.notes).toEqual([]);
  });
});

describe('entry details', () => {
  const now = new Date('2026-11-23T15:00:00-03:00');
  const event = { id: 'e', title: 'E', allDay: false, desc: '' };

  it('says hoje, amanhã or the date in pt-BR, São Paulo time', () => {
    const at = (start: string, allDay = false) =>
      eventDetail({ ...event, allDay, start, end: '2026-12-31T00:00:00Z' }, now);
    expect(at('2026-11-23T22:30:00-03:00')).toBe('hoje, 22:30');
    expect(at('2026-11-24T01:00:00Z')).toBe('hoje, 22:00');
    expect(at('2026-11-24T09:00:00-03:00')).toBe('amanhã, 09:00');
    expect(at('2026-11-20T03:00:00Z', true)).toBe('hoje, dia inteiro');
    expect(at('2026-11-26T10:00:00-03:00')).toMatch(/^qui\.?, 26 de nov\.?, 10:00$/);
  });

  it('cuts a long note and counts a checklist', () => {
    const base = { id: 'n', title: 'N', archive: false, image: '', time: '', reminder: null, labels: [] };
    expect(noteDetail({ ...base, description: 'a'.repeat(100), checklist: [] })).toHaveLength(80);
    expect(noteDetail({ ...base, description: '', checklist: [] })).toBe('');
  });
});
