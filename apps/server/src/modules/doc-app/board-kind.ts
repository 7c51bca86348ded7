import {
  AREA_ACCESS,
  DOC_MESSAGES,
  POLICIES,
  SCRUMBOARD_NOT_FOUND,
  type TDocLabel,
  type TRole,
} from '@pesquisemais/shared';

/**
 * One board engine, two apps: the study boards of /apps/documents and the scrumboard of /apps/scrumboard.
 * A kind says who may read and change its boards, how "no such board" reads, and where a board opens.
 * Each kind only ever sees its own boards (docs.kind).
 */
export interface BoardKind {
  kind: 'doc' | 'scrumboard';
  /** Roles that read (and comment on) the boards they are members of. */
  readRoles: readonly TRole[];
  /** Roles that create boards and change those they are members of. */
  editRoles: readonly TRole[];
  /** Spec point 8's 404 text for this app. */
  notFound: string;
  /** The board's address in the web app. */
  url: (id: string, uri: string) => string;
  /** Where its calls live and what their bodies and queries call a board (spec point 7). */
  api: { base: '/api/doc-app' | '/api/scrumboard-app'; idKey: 'docId' | 'boardId' };
  /** Labels a new board starts with; the settings change them. */
  defaultLabels: TDocLabel[];
}

/** Study boards (/apps/documents): the Documents group; its watcher roles read and comment only. */
export const DOC_BOARDS: BoardKind = {
  kind: 'doc',
  readRoles: POLICIES['docs:read'],
  editRoles: POLICIES['docs:edit'],
  notFound: DOC_MESSAGES.notFound,
  url: (id, uri) => `/apps/documents/board/${id}/${uri}`,
  api: { base: '/api/doc-app', idKey: 'docId' },
  defaultLabels: [
    { id: 'urgente', name: 'Urgente', class: 'red' },
    { id: 'cliente', name: 'Aprovação do cliente', class: 'orange' },
    { id: 'campo', name: 'Campo', class: 'green' },
    { id: 'entrega', name: 'Entrega', class: 'blue' },
  ],
};

/** Scrumboard (/apps/scrumboard): a template app every signed-in user has; each sees its own boards. */
export const SCRUMBOARDS: BoardKind = {
  kind: 'scrumboard',
  readRoles: AREA_ACCESS.templateApps,
  editRoles: AREA_ACCESS.templateApps,
  notFound: SCRUMBOARD_NOT_FOUND,
  url: (id, uri) => `/apps/scrumboard/boards/${id}/${uri}`,
  api: { base: '/api/scrumboard-app', idKey: 'boardId' },
  defaultLabels: [
    { id: 'prioridade', name: 'Prioridade alta', class: 'red' },
    { id: 'design', name: 'Design', class: 'orange' },
    { id: 'desenvolvimento', name: 'Desenvolvimento', class: 'green' },
    { id: 'pesquisa', name: 'Pesquisa', class: 'blue' },
  ],
};
