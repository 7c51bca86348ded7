import {
  BUSINESS_TIME_ZONE,
  TEMPLATE_APP_MAX_ITEMS,
  type TTodo,
  type TTodoFields,
  type TTodosQuery,
  type TUpdateTodoBody,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { toggledInArray } from '../../lib/sql';

type TTodoRow = {
  id: string;
  title: string;
  notes: string;
  start_date: Date | string | null;
  due_date: Date | string | null;
  completed: boolean;
  starred: boolean;
  important: boolean;
  deleted: boolean;
  labels: string[];
};

const COLUMNS = 'id, title, notes, start_date, due_date, completed, starred, important, deleted, labels';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toTodo(row: TTodoRow): TTodo {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    startDate: iso(row.start_date),
    dueDate: iso(row.due_date),
    completed: row.completed,
    starred: row.starred,
    important: row.important,
    deleted: row.deleted,
    labels: row.labels,
  };
}

/** The condition of each filter (spec point 3); every filter but 'deleted' leaves removed tasks out. */
const FILTER_SQL: Record<NonNullable<TTodosQuery['filterHandle']>, string> = {
  starred: 'starred AND NOT deleted',
  important: 'important AND NOT deleted',
  dueDate: 'due_date IS NOT NULL AND NOT deleted',
  today: `(due_date AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date = (now() AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date AND NOT deleted`,
  completed: 'completed AND NOT deleted',
  deleted: 'deleted',
};

export type TNewTodo = TTodoFields & { ownerId: string };

/** The tasks; every method takes the owner, so one user never reads or changes another's tasks. */
export function createTodoRepository(db: Queryable) {
  return {
    async list(ownerId: string, query: TTodosQuery): Promise<TTodo[]> {
      const params: unknown[] = [ownerId];
      let where = 'NOT deleted';
      if (query.labelHandle) {
        params.push(query.labelHandle);
        where = '$2 = ANY (labels) AND NOT deleted';
      } else if (query.filterHandle) {
        where = FILTER_SQL[query.filterHandle];
      }
      const result = await db.query<TTodoRow>(
        `SELECT ${COLUMNS} FROM todos WHERE owner_id = $1 AND ${where}
         ORDER BY created_at, id LIMIT ${TEMPLATE_APP_MAX_ITEMS}`,
        params,
      );
      return result.rows.map(toTodo);
    },

    async insertMany(todos: readonly TNewTodo[]): Promise<TTodo[]> {
      if (todos.length === 0) return [];
      const result = await db.query<TTodoRow>(
        `INSERT INTO todos (owner_id, title, notes, start_date, due_date, completed, starred, important, labels, created_at)
         SELECT owner_id, title, notes, start_date, due_date, completed, starred, important,
                CASE WHEN labels = '' THEN '{}'::text[] ELSE string_to_array(labels, ',') END,
                now() + make_interval(secs => n / 1000.0)
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::boolean[],
                     $7::boolean[], $8::boolean[], $9::text[]) WITH ORDINALITY
           AS t(owner_id, title, notes, start_date, due_date, completed, starred, important, labels, n)
         RETURNING ${COLUMNS}`,
        [
          todos.map((todo) => todo.ownerId),
          todos.map((todo) => todo.title),
          todos.map((todo) => todo.notes),
          todos.map((todo) => todo.startDate),
          todos.map((todo) => todo.dueDate),
          todos.map((todo) => todo.completed),
          todos.map((todo) => todo.starred),
          todos.map((todo) => todo.important),
          todos.map((todo) => [...new Set(todo.labels)].join(',')),
        ],
      );
      return result.rows.map(toTodo);
    },

    async update(ownerId: string, todo: TUpdateTodoBody): Promise<TTodo | null> {
      const result = await db.query<TTodoRow>(
        `UPDATE todos SET title = $3, notes = $4, start_date = $5, due_date = $6, completed = $7, starred = $8,
                important = $9, labels = $10::text[], deleted = $11
         WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          ownerId,
          todo.id,
          todo.title,
          todo.notes,
          todo.startDate,
          todo.dueDate,
          todo.completed,
          todo.starred,
          todo.important,
          [...new Set(todo.labels)],
          todo.deleted,
        ],
      );
      return result.rows[0] ? toTodo(result.rows[0]) : null;
    },

    /** Spec point 4: removing a task is a soft delete (deleted true); moving to 'all' brings it back. */
    async setDeleted(ownerId: string, ids: string[], deleted: boolean): Promise<TTodo[]> {
      const result = await db.query<TTodoRow>(
        `UPDATE todos SET deleted = $3 WHERE owner_id = $1 AND id = ANY ($2::uuid[]) RETURNING ${COLUMNS}`,
        [ownerId, ids, deleted],
      );
      return result.rows.map(toTodo);
    },

    /** Spec point 4: on each selected task the label is added if absent, removed if present. */
    async toggleLabel(ownerId: string, ids: string[], label: string): Promise<TTodo[]> {
      const result = await db.query<TTodoRow>(
        `UPDATE todos SET labels = ${toggledInArray('labels', '$3')}
         WHERE owner_id = $1 AND id = ANY ($2::uuid[]) RETURNING ${COLUMNS}`,
        [ownerId, ids, label],
      );
      return result.rows.map(toTodo);
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM todos LIMIT 1')).rowCount === 0;
    },
  };
}
