import { z } from 'zod';
import { zDateTime, zItemId, zLine, zSelection } from './template-apps';
import { zText } from './text';

/** To-do of the template suite (spec points 3 and 7): each user's own tasks. */
export const TODO_FILTERS = ['starred', 'important', 'dueDate', 'today', 'completed', 'deleted'] as const;
export type TTodoFilter = (typeof TODO_FILTERS)[number];
export const TODO_LABELS = ['frontend', 'backend', 'api', 'issue', 'mobile'] as const;
export const TODO_FOLDERS = ['all'] as const;

export const TODO_MESSAGES = { notFound: 'Tarefa não encontrada.' } as const;
export const TODO_LIMITS = { title: 200, notes: 5000 } as const;

export const ZTodo = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  deleted: z.boolean(),
  labels: z.array(z.string()),
});
export type TTodo = z.infer<typeof ZTodo>;
export const ZTodoList = z.array(ZTodo);

const ZTodoLabel = z.enum(TODO_LABELS, 'Etiqueta inválida');

/** GET /api/todo-app/todos: one of labelHandle, filterHandle or folderHandle (all, the default). */
export const ZTodosQuery = z.object({
  labelHandle: ZTodoLabel.optional(),
  filterHandle: z.enum(TODO_FILTERS, 'Filtro inválido').optional(),
  folderHandle: z.enum(TODO_FOLDERS, 'Pasta inválida').optional(),
});
export type TTodosQuery = z.infer<typeof ZTodosQuery>;

/** The fields a user writes on a task (new-todo; update-todo adds the id). */
export const ZTodoFields = z.object({
  title: zLine(TODO_LIMITS.title, 'Título').min(1, 'Informe o título'),
  notes: zText().max(TODO_LIMITS.notes, `Anotações: no máximo ${TODO_LIMITS.notes} caracteres`).default(''),
  startDate: zDateTime('Início').nullable().default(null),
  dueDate: zDateTime('Prazo').nullable().default(null),
  completed: z.boolean().default(false),
  starred: z.boolean().default(false),
  important: z.boolean().default(false),
  labels: z.array(ZTodoLabel).max(TODO_LABELS.length).default([]),
});
export type TTodoFields = z.output<typeof ZTodoFields>;
export type TTodoInput = z.input<typeof ZTodoFields>;

export const ZNewTodoBody = ZTodoFields;
export const ZUpdateTodoBody = ZTodoFields.extend({
  id: zItemId('tarefa'),
  deleted: z.boolean().default(false),
});
export type TUpdateTodoBody = z.output<typeof ZUpdateTodoBody>;

/** POST remove-todo: the task's id, as `{ id }` or as a bare JSON string. */
export const ZRemoveTodoBody = z.union([z.object({ id: zItemId('tarefa') }), zItemId('tarefa')], {
  error: 'Identificador de tarefa inválido',
});

export const ZTodoSetFolderBody = z.object({
  selectedTodoIds: zSelection('tarefa'),
  folderId: z.enum(TODO_FOLDERS, 'Pasta inválida'),
});
export const ZTodoToggleLabelBody = z.object({ selectedTodoIds: zSelection('tarefa'), labelId: ZTodoLabel });
export const ZTodoDeleteBody = z.object({ selectedTodoIds: zSelection('tarefa') });
