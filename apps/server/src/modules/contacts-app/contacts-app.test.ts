import { ZContact, ZContactList, ZContactsUser } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { apiOf, expectSeedsOnce, useTestApp } from '../../../test/test-app';
import { seedContacts } from './contacts-app.seed';

const {
  app,
  users: { staff: ana, user: bia },
} = useTestApp({ roles: ['staff', 'user'] });
const { get, post } = apiOf(app, '/api/contacts-app');

async function add(user: BuiltUser, newContact: Record<string, unknown>) {
  const res = await post('/add-contact', { newContact }, user);
  expect(res.statusCode).toBe(200);
  return ZContact.parse(res.json());
}
const names = async (user: BuiltUser, id = '') =>
  ZContactList.parse((await get(`/contacts${id ? `?id=${id}` : ''}`, user)).json()).map((c) => c.name);
const userOf = async (user: BuiltUser) => ZContactsUser.parse((await get('/user', user)).json());

describe('/api/contacts-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get('/contacts');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('adds a contact with defaults and edits it', async () => {
    const contact = await add(ana, {
      name: 'Helena',
      email: 'helena@exemplo.com.br',
      birthday: '1990-05-02',
    });
    expect(contact).toMatchObject({
      name: 'Helena',
      lastName: '',
      avatar: '',
      company: '',
      birthday: '1990-05-02',
    });
    const res = await post(
      '/update-contact',
      { contact: { ...contact, company: 'Aurora', lastName: 'Prado' } },
      ana,
    );
    expect(ZContact.parse(res.json())).toMatchObject({
      id: contact.id,
      company: 'Aurora',
      lastName: 'Prado',
    });
    expect(await names(ana)).toContain('Helena');
  });

  it('keeps each address book to its owner', async () => {
    const contact = await add(ana, { name: 'Só da Ana' });
    expect(await names(bia)).not.toContain('Só da Ana');
    const foreign = await post('/update-contact', { contact: { ...contact, name: 'Invadido' } }, bia);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Contato não encontrado.');
    expect((await post('/remove-contact', { contactId: contact.id }, bia)).statusCode).toBe(404);
    expect((await post('/toggle-starred-contact', { contactId: contact.id }, bia)).statusCode).toBe(404);
    expect((await post('/remove-contacts', { contactIds: [contact.id] }, bia)).json()).toEqual({
      contactIds: [],
    });
    await post('/set-contacts-starred', { contactIds: [contact.id] }, bia);
    expect((await userOf(ana)).starred).not.toContain(contact.id);
    expect((await userOf(bia)).starred).toEqual([]);
    expect(await names(ana)).toContain('Só da Ana');
  });

  it('stars, unstars and toggles stars; lists the starred ones', async () => {
    const one = await add(ana, { name: 'Estrela Um' });
    const two = await add(ana, { name: 'Estrela Dois' });
    let user = ZContactsUser.parse(
      (await post('/toggle-starred-contact', { contactId: one.id }, ana)).json(),
    );
    expect(user.starred).toContain(one.id);
    user = ZContactsUser.parse(
      (await post('/toggle-starred-contacts', { contactIds: [one.id, two.id] }, ana)).json(),
    );
    expect(user.starred).not.toContain(one.id);
    expect(user.starred).toContain(two.id);
    user = ZContactsUser.parse(
      (await post('/set-contacts-starred', { contactIds: [one.id, two.id] }, ana)).json(),
    );
    expect(user.starred).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(await names(ana, 'starred')).toEqual(expect.arrayContaining(['Estrela Um', 'Estrela Dois']));
    user = ZContactsUser.parse((await post('/set-contacts-unstarred', { contactIds: [one.id] }, ana)).json());
    expect(user.starred).not.toContain(one.id);
    expect(await names(ana, 'starred')).not.toContain('Estrela Um');
  });

  it('removes one or many', async () => {
    const one = await add(ana, { name: 'Remover Um' });
    const two = await add(ana, { name: 'Remover Dois' });
    const three = await add(ana, { name: 'Remover Três' });
    expect((await post('/remove-contact', { contactId: one.id }, ana)).json()).toEqual({ contactId: one.id });
    const many = await post('/remove-contacts', { contactIds: [two.id, three.id] }, ana);
    expect((many.json() as { contactIds: string[] }).contactIds.sort()).toEqual([two.id, three.id].sort());
    expect(await names(ana)).not.toEqual(expect.arrayContaining(['Remover Um']));
    expect((await post('/remove-contact', { contactId: one.id }, ana)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a Portuguese message', async () => {
    const noName = await post('/add-contact', { newContact: { name: ' ' } }, ana);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Informe o nome');
    const badEmail = await post('/add-contact', { newContact: { name: 'X', email: 'x@' } }, ana);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain('Digite um e-mail válido');
    const badId = await post('/toggle-starred-contact', { contactId: '1' }, ana);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toContain('Identificador de contato inválido');
    const none = await post('/remove-contacts', { contactIds: [] }, ana);
    expect(none.json().error.message).toContain('Selecione ao menos um item');
  });
});

describe('seedContacts', () => {
  it('seeds address books with frequent, starred and groups on an empty table only', async () => {
    await expectSeedsOnce(seedContacts, async (fresh, admin) => {
      const user = ZContactsUser.parse(
        (await fresh.inject({ method: 'GET', url: '/api/contacts-app/user', headers: admin.auth })).json(),
      );
      expect(user.starred.length).toBeGreaterThan(0);
      expect(user.frequentContacts.length).toBeGreaterThan(0);
      expect(user.groups.map((group) => group.name)).toEqual(['Clientes', 'Equipe de campo', 'Fornecedores']);
      expect(user.groups[0]?.contactIds.length).toBe(2);
      const frequent = await fresh.inject({
        method: 'GET',
        url: '/api/contacts-app/contacts?id=frequent',
        headers: admin.auth,
      });
      expect(ZContactList.parse(frequent.json()).map((contact) => contact.name)).toEqual(['Carla', 'Rafael']);
    });
  });
});
