import { ZNote, ZNoteLabelList, ZNoteList } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { apiOf, expectSeedsOnce, useTestApp } from '../../../test/test-app';
import { seedNotes } from './notes-app.seed';

const {
  app,
  users: { staff: ana, user: bia },
} = useTestApp({ roles: ['staff', 'user'] });
const { get, post } = apiOf(app, '/api/notes-app');

async function create(user: BuiltUser, note: Record<string, unknown>) {
  const res = await post('/create-note', { note }, user);
  expect(res.statusCode).toBe(200);
  return ZNote.parse(res.json());
}
const titles = async (user: BuiltUser) =>
  ZNoteList.parse((await get('/notes', user)).json()).map((note) => note.title);
const setLabels = async (user: BuiltUser, labels: { id: string; name: string }[]) => {
  const res = await post('/update-labels', { labels }, user);
  expect(res.statusCode).toBe(200);
  return ZNoteLabelList.parse(res.json());
};

describe('/api/notes-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get('/notes');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('creates a note with a checklist and labels, edits and archives it', async () => {
    expect(await setLabels(ana, [{ id: 'campo', name: 'Equipe de Campo' }])).toEqual([
      { id: 'campo', name: 'Equipe de Campo', handle: 'equipe-de-campo' },
    ]);
    const note = await create(ana, {
      title: 'Viagem',
      checklist: [{ id: 'a1', text: 'Levar tablets' }],
      labels: ['campo', 'inexistente'],
      reminder: '2030-01-02T12:00:00-03:00',
    });
    expect(note).toMatchObject({
      title: 'Viagem',
      description: '',
      archive: false,
      image: '',
      reminder: '2030-01-02T15:00:00.000Z',
      checklist: [{ id: 'a1', checked: false, text: 'Levar tablets' }],
      labels: ['campo'],
    });
    expect(Number.isNaN(Date.parse(note.time))).toBe(false);
    const res = await post(
      '/update-note',
      {
        note: {
          ...note,
          archive: true,
          image: 'https://exemplo.com.br/foto.png',
          checklist: [{ id: 'a1', checked: true, text: 'Levar tablets' }],
        },
      },
      ana,
    );
    expect(ZNote.parse(res.json())).toMatchObject({
      id: note.id,
      archive: true,
      image: 'https://exemplo.com.br/foto.png',
      checklist: [{ checked: true }],
      time: note.time,
    });
  });

  it('takes a removed label off the notes', async () => {
    await setLabels(ana, [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]);
    const note = await create(ana, { title: 'Duas etiquetas', labels: ['a', 'b'] });
    expect(note.labels).toEqual(['a', 'b']);
    expect((await setLabels(ana, [{ id: 'b', name: 'Bê' }])).map((label) => label.id)).toEqual(['b']);
    const after = ZNoteList.parse((await get('/notes', ana)).json()).find((item) => item.id === note.id);
    expect(after?.labels).toEqual(['b']);
    expect(ZNoteLabelList.parse((await get('/labels', ana)).json())).toEqual([
      { id: 'b', name: 'Bê', handle: 'be' },
    ]);
  });

  it('keeps each user’s notes and labels to their owner', async () => {
    const note = await create(ana, { title: 'Só da Ana' });
    expect(await titles(bia)).not.toContain('Só da Ana');
    expect(ZNoteLabelList.parse((await get('/labels', bia)).json())).toEqual([]);
    const foreign = await post('/update-note', { note: { ...note, title: 'Invadido' } }, bia);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Nota não encontrada.');
    const removed = await post('/remove-note', { noteId: note.id }, bia);
    expect(removed.statusCode).toBe(404);
    // Bia's label with the same id as Ana's stays Bia's alone.
    await setLabels(bia, [{ id: 'b', name: 'Da Bia' }]);
    expect((await get('/labels', ana)).json()).toEqual([{ id: 'b', name: 'Bê', handle: 'be' }]);
    expect(await titles(ana)).toContain('Só da Ana');
  });

  it('removes a note', async () => {
    const note = await create(ana, { title: 'Remover' });
    expect((await post('/remove-note', { noteId: note.id }, ana)).json()).toEqual({ noteId: note.id });
    expect(await titles(ana)).not.toContain('Remover');
    expect((await post('/remove-note', { noteId: note.id }, ana)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a Portuguese message', async () => {
    const long = await post('/create-note', { note: { title: 'x'.repeat(201) } }, ana);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Título: no máximo 200 caracteres');
    const badImage = await post('/create-note', { note: { title: 'X', image: 'javascript:alert(1)' } }, ana);
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().error.message).toContain('Imagem: endereço inválido');
    const otherSite = await post('/create-note', { note: { title: 'X', image: '//exemplo.com/a.png' } }, ana);
    expect(otherSite.statusCode).toBe(400);
    expect((await create(ana, { image: '/assets/images/logo/logo.svg' })).image).toBe(
      '/assets/images/logo/logo.svg',
    );
    const badReminder = await post('/create-note', { note: { title: 'X', reminder: 'amanhã' } }, ana);
    expect(badReminder.json().error.message).toContain('Lembrete: data inválida');
    const badId = await post('/remove-note', { noteId: '1' }, ana);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toContain('Identificador de nota inválido');
    const twice = await post(
      '/update-labels',
      {
        labels: [
          { id: 'x', name: 'X' },
          { id: 'x', name: 'Y' },
        ],
      },
      ana,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain('Etiquetas repetidas');
  });
});

describe('seedNotes', () => {
  it('seeds notes with labels, a checklist and an archived one on an empty table only', async () => {
    await expectSeedsOnce(seedNotes, async (fresh, admin) => {
      const headers = admin.auth;
      const notes = ZNoteList.parse(
        (await fresh.inject({ method: 'GET', url: '/api/notes-app/notes', headers })).json(),
      );
      expect(notes[0]?.title).toBe('Roteiro do grupo focal');
      expect(notes.some((note) => note.archive)).toBe(true);
      expect(notes.some((note) => note.checklist.length > 0)).toBe(true);
      const labels = ZNoteLabelList.parse(
        (await fresh.inject({ method: 'GET', url: '/api/notes-app/labels', headers })).json(),
      );
      expect(labels.map((label) => label.name)).toEqual(['Campo', 'Clientes', 'Ideias', 'Pessoal']);
    });
  });
});
