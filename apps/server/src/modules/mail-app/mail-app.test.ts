import { ZMail, ZMailDeleteResult, ZMailList } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createUsersService } from '../users';
import { seedMail } from './mail-app.seed';
import type { TFindMailUser } from './mail-app.service';

const {
  app,
  users: { ana, bia },
} = useTestApp({
  people: {
    ana: { role: 'staff', displayName: 'Ana Souza' },
    bia: { role: 'user', displayName: 'Bia Lima' },
  },
});

const get = (url: string, user?: BuiltUser) =>
  app.inject({ method: 'GET', url: `/api/mail-app${url}`, headers: user?.auth ?? {} });
const post = (url: string, payload: unknown, user?: BuiltUser) =>
  app.inject({
    method: 'POST',
    url: `/api/mail-app${url}`,
    payload: payload as object,
    headers: user?.auth ?? {},
  });

async function send(from: BuiltUser, to: BuiltUser, subject: string, message = '<p>Olá</p>') {
  const res = await post('/send-mail', { to: [to.email], subject, message }, from);
  expect(res.statusCode).toBe(200);
  return ZMail.parse(res.json());
}

async function inboxOf(user: BuiltUser, query = 'folderHandle=inbox') {
  return ZMailList.parse((await get(`/mails?${query}`, user)).json());
}

describe('/api/mail-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get('/mails');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('delivers a mail to the colleague inbox and keeps a copy in the sender sent folder', async () => {
    const sent = await send(
      ana,
      bia,
      'Cotas da onda 3',
      '<p>Veja <strong>isto</strong><script>alert(1)</script></p>',
    );
    expect(sent.folder).toBe('sent');
    expect(sent.message).toBe('<p>Veja <strong>isto</strong></p>');
    expect(sent.from).toMatchObject({ name: 'Ana Souza', email: ana.email });
    expect(sent.to).toEqual([expect.objectContaining({ email: bia.email, name: 'Bia Lima' })]);

    const inbox = await inboxOf(bia);
    const received = inbox.find((mail) => mail.subject === 'Cotas da onda 3');
    expect(received).toMatchObject({
      read: false,
      folder: 'inbox',
      message: '<p>Veja <strong>isto</strong></p>',
    });
    expect((await inboxOf(ana, 'folderHandle=sent')).map((mail) => mail.id)).toContain(sent.id);
    // Default folder is the inbox.
    expect(ZMailList.parse((await get('/mails', bia)).json()).map((mail) => mail.id)).toContain(received?.id);
  });

  it('keeps each mailbox to its owner', async () => {
    const sent = await send(ana, bia, 'Só da Ana');
    expect((await get(`/mail?mailId=${sent.id}`, ana)).statusCode).toBe(200);
    const foreign = await get(`/mail?mailId=${sent.id}`, bia);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('E-mail não encontrado.');
    expect((await post('/update-mail', { id: sent.id, starred: true }, bia)).statusCode).toBe(404);
    expect(
      (await post('/set-folder', { selectedMailIds: [sent.id], folderId: 'trash' }, bia)).json(),
    ).toEqual([]);
    expect(
      (await post('/toggle-label', { selectedMailIds: [sent.id], labelId: 'note' }, bia)).json(),
    ).toEqual([]);
    expect((await post('/delete-mails', { selectedMailIds: [sent.id] }, bia)).json()).toEqual({
      movedToTrash: [],
      deleted: [],
    });
    const mine = ZMail.parse((await get(`/mail?mailId=${sent.id}`, ana)).json());
    expect(mine).toMatchObject({ starred: false, folder: 'sent', labels: [] });
    // Bia's own copy changes on its own: starring it leaves Ana's copy alone.
    const received = (await inboxOf(bia)).find((mail) => mail.subject === 'Só da Ana');
    await post('/update-mail', { id: received?.id, starred: true, read: true }, bia);
    expect((await inboxOf(bia, 'filterHandle=starred')).map((mail) => mail.id)).toContain(received?.id);
    expect((await inboxOf(ana, 'filterHandle=starred')).map((mail) => mail.id)).not.toContain(sent.id);
  });

  it('toggles a label on a selection, moves to a folder, deletes to the trash then for good', async () => {
    const one = await send(ana, bia, 'Primeiro');
    const two = await send(ana, bia, 'Segundo');
    const ids = [one.id, two.id];
    const labelled = ZMailList.parse(
      (await post('/toggle-label', { selectedMailIds: ids, labelId: 'invoice' }, ana)).json(),
    );
    expect(labelled.map((mail) => mail.labels)).toEqual([['invoice'], ['invoice']]);
    expect((await inboxOf(ana, 'labelHandle=invoice')).map((mail) => mail.id).sort()).toEqual(
      [...ids].sort(),
    );
    await post('/toggle-label', { selectedMailIds: [one.id], labelId: 'invoice' }, ana);
    expect((await inboxOf(ana, 'labelHandle=invoice')).map((mail) => mail.id)).toEqual([two.id]);

    const moved = await post('/set-folder', { selectedMailIds: [one.id], folderId: 'spam' }, ana);
    expect(ZMailList.parse(moved.json())[0]?.folder).toBe('spam');

    const first = ZMailDeleteResult.parse(
      (await post('/delete-mails', { selectedMailIds: ids }, ana)).json(),
    );
    expect(first.movedToTrash.sort()).toEqual([...ids].sort());
    expect((await inboxOf(ana, 'folderHandle=trash')).length).toBe(2);
    const second = ZMailDeleteResult.parse(
      (await post('/delete-mails', { selectedMailIds: ids }, ana)).json(),
    );
    expect(second).toEqual({ movedToTrash: [], deleted: expect.arrayContaining(ids) });
    expect((await get(`/mail?mailId=${one.id}`, ana)).statusCode).toBe(404);
  });

  it('keeps a draft with the sender only', async () => {
    const res = await post(
      '/send-mail',
      { to: [bia.email], subject: 'Rascunho', message: '', draft: true },
      ana,
    );
    expect(ZMail.parse(res.json()).folder).toBe('drafts');
    expect((await inboxOf(bia)).map((mail) => mail.subject)).not.toContain('Rascunho');
  });

  it('answers the menus', async () => {
    expect((await get('/folders', ana)).json().map((f: { handle: string }) => f.handle)).toEqual([
      'inbox',
      'sent',
      'drafts',
      'spam',
      'trash',
    ]);
    expect((await get('/filters', ana)).json().map((f: { handle: string }) => f.handle)).toEqual([
      'starred',
      'important',
    ]);
    expect((await get('/labels', ana)).json().map((l: { handle: string }) => l.handle)).toEqual([
      'note',
      'paypal',
      'invoice',
      'amazon',
    ]);
  });

  it('refuses bad input with 400 and a Portuguese message', async () => {
    const badFolder = await get('/mails?folderHandle=arquivo', ana);
    expect(badFolder.statusCode).toBe(400);
    expect(badFolder.json().error.message).toContain('Pasta inválida');
    const badId = await get('/mail?mailId=123', ana);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toContain('Identificador de e-mail inválido');
    const empty = await post('/set-folder', { selectedMailIds: [], folderId: 'inbox' }, ana);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Selecione ao menos um item');
    const unknown = await post(
      '/send-mail',
      { to: ['ninguem@exemplo.com.br'], subject: 'Oi', message: '' },
      ana,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Destinatário não encontrado: ninguem@exemplo.com.br');
    const none = await post('/send-mail', { to: [], subject: 'Oi', message: '' }, ana);
    expect(none.json().error.message).toBe('Informe ao menos um destinatário');
    const badEmail = await post('/send-mail', { to: ['x'], subject: 'Oi', message: '' }, ana);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain('Digite um e-mail válido');
  });
});

describe('seedMail', () => {
  it('fills the demo users mailboxes on an empty table only', async () => {
    const fresh = await buildTestApp();
    try {
      const admin = await buildUser(fresh, { role: 'admin', email: 'demo-admin@exemplo.com.br' });
      await buildUser(fresh, { role: 'staff', email: 'demo-staff@exemplo.com.br' });
      const findUser: TFindMailUser = async (db, email) => {
        const row = await createUsersService(db).findByEmail(email);
        return row
          ? { id: row.id, name: row.display_name, email: row.email, avatar: row.photo_url, role: row.role }
          : null;
      };
      const emails = ['demo-admin@exemplo.com.br', 'demo-staff@exemplo.com.br'];
      expect(await seedMail(fresh.db, emails, findUser)).toBeGreaterThan(0);
      expect(await seedMail(fresh.db, emails, findUser)).toBe(0);
      const inbox = ZMailList.parse(
        (await fresh.inject({ method: 'GET', url: '/api/mail-app/mails', headers: admin.auth })).json(),
      );
      expect(inbox.length).toBeGreaterThan(2);
      expect(inbox.every((mail) => mail.folder === 'inbox')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
