import { ZTodo, ZTodoList } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { apiOf, expectSeedsOnce, useTestApp } from '../../../test/test-app';
import { seedTodos } from './todo-app.seed';

const {
  app,
  users: { staff: ana, user: bia },
} = useTestApp({ roles: ['staff', 'user'] });
const { get, post } = apiOf(app, '/api/todo-app');

async function create(user: BuiltUser, fields: Record<string, unknown>) {
  const res = await post('/new-todo', fields, user);
  expect(res.statusCode).toBe(200);
  return ZTodo.parse(res.json());
}
const titles = async (user: BuiltUser, query = '') =>
  ZTodoList.parse((await get(`/todos${query}`, user)).json()).map((todo) => todo.title);

describe('/api/todo-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get('/todos');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('creates, edits and lists a task with defaults', async () => {
    const todo = await create(ana, {
      title: '  Ligar para o cliente  ',
      dueDate: '2026-12-01T15:00:00-03:00',
    });
    expect(todo).toMatchObject({
      title: 'Ligar para o cliente',
      notes: '',
      completed: false,
      deleted: false,
      labels: [],
      dueDate: '2026-12-01T18:00:00.000Z',
    });
    const edited = await post('/update-todo', { ...todo, completed: true, labels: ['api'] }, ana);
    expect(ZTodo.parse(edited.json())).toMatchObject({ completed: true, labels: ['api'] });
    expect(await titles(ana, '?filterHandle=completed')).toContain('Ligar para o cliente');
    expect(await titles(ana, '?labelHandle=api')).toContain('Ligar para o cliente');
    expect(await titles(ana, '?filterHandle=dueDate')).toContain('Ligar para o cliente');
  });

  it('keeps each user to their own tasks', async () => {
    const todo = await create(ana, { title: 'Só da Ana' });
    expect(await titles(bia)).not.toContain('Só da Ana');
    const foreign = await post('/update-todo', { ...todo, title: 'Invadido' }, bia);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Tarefa não encontrada.');
    expect((await post('/remove-todo', todo.id, bia)).statusCode).toBe(404);
    expect((await post('/delete-todos', { selectedTodoIds: [todo.id] }, bia)).json()).toEqual([]);
    expect((await post('/toggle-label', { selectedTodoIds: [todo.id], labelId: 'api' }, bia)).json()).toEqual(
      [],
    );
    expect(await titles(ana)).toContain('Só da Ana');
  });

  it('removes softly, toggles labels on a selection and brings tasks back to all', async () => {
    const one = await create(ana, { title: 'Tarefa um', labels: ['mobile'] });
    const two = await create(ana, { title: 'Tarefa dois' });
    const toggled = ZTodoList.parse(
      (await post('/toggle-label', { selectedTodoIds: [one.id, two.id], labelId: 'mobile' }, ana)).json(),
    );
    expect(Object.fromEntries(toggled.map((todo) => [todo.title, todo.labels]))).toEqual({
      'Tarefa um': [],
      'Tarefa dois': ['mobile'],
    });

    const removed = ZTodo.parse((await post('/remove-todo', { id: one.id }, ana)).json());
    expect(removed.deleted).toBe(true);
    expect(await titles(ana)).not.toContain('Tarefa um');
    expect(await titles(ana, '?filterHandle=deleted')).toContain('Tarefa um');
    await post('/delete-todos', { selectedTodoIds: [two.id] }, ana);
    expect(await titles(ana, '?filterHandle=deleted')).toEqual(
      expect.arrayContaining(['Tarefa um', 'Tarefa dois']),
    );

    const back = await post('/set-folder', { selectedTodoIds: [one.id, two.id], folderId: 'all' }, ana);
    expect(ZTodoList.parse(back.json()).every((todo) => !todo.deleted)).toBe(true);
    expect(await titles(ana, '?folderHandle=all')).toEqual(
      expect.arrayContaining(['Tarefa um', 'Tarefa dois']),
    );
  });

  it('lists the tasks due today in São Paulo', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await create(ana, { title: 'Para hoje', dueDate: `${today}T23:30:00-03:00` });
    await create(ana, { title: 'Para amanhã', dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    const todays = await titles(ana, '?filterHandle=today');
    expect(todays).toContain('Para hoje');
    expect(todays).not.toContain('Para amanhã');
  });

  it('answers the menus', async () => {
    expect((await get('/folders', ana)).json()).toEqual([expect.objectContaining({ handle: 'all' })]);
    const filters = (await get('/filters', ana)).json() as { handle: string; title: string }[];
    expect(filters.map((filter) => filter.handle)).toEqual([
      'starred',
      'important',
      'dueDate',
      'today',
      'completed',
      'deleted',
    ]);
    expect(filters[1]?.title).toBe('Prioridade');
    const labels = (await get('/labels', ana)).json() as { handle: string }[];
    expect(labels.map((label) => label.handle)).toEqual(['frontend', 'backend', 'api', 'issue', 'mobile']);
  });

  it('refuses bad input with 400 and a Portuguese message', async () => {
    const noTitle = await post('/new-todo', { title: '   ' }, ana);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toContain('Informe o título');
    const badDate = await post('/new-todo', { title: 'X', dueDate: 'amanhã' }, ana);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toContain('Prazo: data inválida');
    const badFilter = await get('/todos?filterHandle=urgente', ana);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.message).toContain('Filtro inválido');
    const badLabel = await post('/toggle-label', { selectedTodoIds: [], labelId: 'x' }, ana);
    expect(badLabel.statusCode).toBe(400);
  });
});

describe('seedTodos', () => {
  it('seeds the given users on an empty table only', async () => {
    await expectSeedsOnce(seedTodos, async (fresh, admin) => {
      const list = ZTodoList.parse(
        (await fresh.inject({ method: 'GET', url: '/api/todo-app/todos', headers: admin.auth })).json(),
      );
      expect(list.length).toBeGreaterThan(2);
    });
  });
});
