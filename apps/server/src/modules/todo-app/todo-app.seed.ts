import { BUSINESS_TIME_ZONE } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { createTodoRepository, type TNewTodo } from './todo-app.repository';

const DAY = 86_400_000;
/** Noon in São Paulo, `days` from today: a due date that reads the same day in the app. */
function dayAt(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00-03:00`) + days * DAY).toISOString();
}

const SAMPLE_TODOS = (): Omit<TNewTodo, 'ownerId'>[] => [
  {
    title: 'Revisar o questionário de cardiologia',
    notes: 'Conferir saltos das perguntas 12 a 18 antes de publicar.',
    startDate: dayAt(-2),
    dueDate: dayAt(0),
    completed: false,
    starred: true,
    important: true,
    labels: ['frontend', 'issue'],
  },
  {
    title: 'Configurar cotas da onda 2',
    notes: 'Especialidade e região; meta de 300 completas.',
    startDate: dayAt(-1),
    dueDate: dayAt(3),
    completed: false,
    starred: false,
    important: true,
    labels: ['backend'],
  },
  {
    title: 'Enviar convites do painel de oncologistas',
    notes: '',
    startDate: null,
    dueDate: dayAt(1),
    completed: false,
    starred: true,
    important: false,
    labels: ['api'],
  },
  {
    title: 'Testar o player no celular',
    notes: 'Android e iOS, com conexão lenta.',
    startDate: null,
    dueDate: null,
    completed: false,
    starred: false,
    important: false,
    labels: ['mobile'],
  },
  {
    title: 'Entregar relatório parcial ao cliente',
    notes: 'Exportar XLSX e PDF.',
    startDate: dayAt(-5),
    dueDate: dayAt(-1),
    completed: true,
    starred: false,
    important: false,
    labels: [],
  },
];

/** Seeds the demo users' tasks into an empty table only. */
export async function seedTodos(
  db: Db,
  demoEmails: readonly string[],
  findUserId: (db: Db, email: string) => Promise<string | null>,
): Promise<number> {
  const todos = createTodoRepository(db);
  if (!(await todos.isEmpty())) return 0;
  const ids = (await Promise.all(demoEmails.map((email) => findUserId(db, email)))).filter(
    (id): id is string => id !== null,
  );
  const rows = ids.flatMap((ownerId) => SAMPLE_TODOS().map((todo) => ({ ...todo, ownerId })));
  return (await todos.insertMany(rows)).length;
}
