import { ZCalendarEvent, ZCalendarEventList } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { apiOf, expectSeedsOnce, useTestApp } from '../../../test/test-app';
import { seedCalendar } from './calendar-app.seed';

const {
  app,
  users: { staff: ana, user: bia },
} = useTestApp({ roles: ['staff', 'user'] });
const api = apiOf(app, '/api/calendar-app');
const get = (user?: BuiltUser) => api.get('/events', user);
const { post } = api;

const MEETING = { title: 'Reunião', start: '2026-12-01T10:00:00-03:00', end: '2026-12-01T11:00:00-03:00' };

async function add(user: BuiltUser, newEvent: Record<string, unknown> = MEETING) {
  const res = await post('/add-event', { newEvent }, user);
  expect(res.statusCode).toBe(200);
  return ZCalendarEvent.parse(res.json());
}
const titles = async (user: BuiltUser) =>
  ZCalendarEventList.parse((await get(user)).json()).map((e) => e.title);

describe('/api/calendar-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('adds, moves and removes an event', async () => {
    const event = await add(ana);
    expect(event).toEqual({
      id: expect.any(String),
      title: 'Reunião',
      allDay: false,
      start: '2026-12-01T13:00:00.000Z',
      end: '2026-12-01T14:00:00.000Z',
      desc: '',
    });
    const moved = await post(
      '/update-event',
      { event: { ...event, start: '2026-12-02T13:00:00Z', end: '2026-12-02T15:30:00Z', allDay: true } },
      ana,
    );
    expect(ZCalendarEvent.parse(moved.json())).toMatchObject({
      allDay: true,
      end: '2026-12-02T15:30:00.000Z',
    });
    expect(await titles(ana)).toContain('Reunião');
    expect((await post('/remove-event', { eventId: event.id }, ana)).json()).toEqual({ eventId: event.id });
    const again = await post('/remove-event', { eventId: event.id }, ana);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Evento não encontrado.');
  });

  it('keeps each calendar to its owner', async () => {
    const event = await add(ana, { ...MEETING, title: 'Só da Ana' });
    expect(await titles(bia)).not.toContain('Só da Ana');
    const foreign = await post('/update-event', { event: { ...event, title: 'Invadido' } }, bia);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Evento não encontrado.');
    expect((await post('/remove-event', { eventId: event.id }, bia)).statusCode).toBe(404);
    expect(await titles(ana)).toContain('Só da Ana');
  });

  it('refuses bad input with 400 and a Portuguese message', async () => {
    const noTitle = await post('/add-event', { newEvent: { ...MEETING, title: '' } }, ana);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toContain('Informe o título');
    const backwards = await post(
      '/add-event',
      { newEvent: { ...MEETING, end: '2026-12-01T09:00:00-03:00' } },
      ana,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toContain('O fim do evento não pode ser antes do início');
    const badDate = await post('/add-event', { newEvent: { ...MEETING, start: 'amanhã' } }, ana);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toContain('Início: data inválida');
    const badId = await post('/remove-event', { eventId: 'x' }, ana);
    expect(badId.json().error.message).toContain('Identificador de evento inválido');
  });
});

describe('seedCalendar', () => {
  it('seeds the given users on an empty table only', async () => {
    await expectSeedsOnce(seedCalendar, async (fresh, admin) => {
      const list = ZCalendarEventList.parse(
        (await fresh.inject({ method: 'GET', url: '/api/calendar-app/events', headers: admin.auth })).json(),
      );
      expect(list.some((event) => event.allDay)).toBe(true);
      expect(list.length).toBe(5);
    });
  });
});
