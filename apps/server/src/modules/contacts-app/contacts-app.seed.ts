import type { TContactFields } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { createContactsRepository, type TNewContact } from './contacts-app.repository';

const GROUPS = [
  { id: 'clientes', name: 'Clientes' },
  { id: 'campo', name: 'Equipe de campo' },
  { id: 'fornecedores', name: 'Fornecedores' },
];

const blank = { avatar: '', nickname: '', address: '', birthday: '', notes: '' };
type TSample = { details: TContactFields; starred?: boolean; frequent?: boolean; groupIds?: string[] };

const SAMPLE_CONTACTS: TSample[] = [
  {
    details: {
      ...blank,
      name: 'Carla',
      lastName: 'Mendes',
      company: 'Laboratório Aurora',
      jobTitle: 'Gerente de inteligência de mercado',
      email: 'carla.mendes@laboratorio-aurora.com.br',
      phone: '(11) 98765-4321',
      address: 'Av. Paulista, 1000 — São Paulo, SP',
      birthday: '1985-04-12',
      notes: 'Prefere relatórios em PDF.',
    },
    starred: true,
    frequent: true,
    groupIds: ['clientes'],
  },
  {
    details: {
      ...blank,
      name: 'Rafael',
      lastName: 'Tavares',
      nickname: 'Rafa',
      company: 'Campo Sul Pesquisas',
      jobTitle: 'Coordenador de campo',
      email: 'rafael@campo-sul.com.br',
      phone: '(51) 99876-5432',
      address: 'Rua dos Andradas, 500 — Porto Alegre, RS',
    },
    frequent: true,
    groupIds: ['campo'],
  },
  {
    details: {
      ...blank,
      name: 'Juliana',
      lastName: 'Ferreira',
      company: 'Farmacêutica Horizonte',
      jobTitle: 'Diretora médica',
      email: 'juliana.ferreira@horizonte.com.br',
      phone: '(21) 97654-3210',
      birthday: '1979-09-30',
    },
    starred: true,
    groupIds: ['clientes'],
  },
  {
    details: {
      ...blank,
      name: 'Marcos',
      lastName: 'Oliveira',
      company: 'Gráfica Express',
      jobTitle: 'Atendimento',
      email: 'marcos@graficaexpress.com.br',
      phone: '(11) 3456-7890',
    },
    groupIds: ['fornecedores'],
  },
  {
    details: {
      ...blank,
      name: 'Patrícia',
      lastName: 'Lima',
      company: 'Campo Sul Pesquisas',
      jobTitle: 'Entrevistadora',
      email: 'patricia.lima@campo-sul.com.br',
      phone: '(51) 98123-4567',
    },
    groupIds: ['campo'],
  },
];

/** Seeds the demo users' address books (contacts and groups) into an empty table only. */
export async function seedContacts(
  db: Db,
  demoEmails: readonly string[],
  findUserId: (db: Db, email: string) => Promise<string | null>,
): Promise<number> {
  const contacts = createContactsRepository(db);
  if (!(await contacts.isEmpty())) return 0;
  const ids = (await Promise.all(demoEmails.map((email) => findUserId(db, email)))).filter(
    (id): id is string => id !== null,
  );
  for (const ownerId of ids) await contacts.insertGroups(ownerId, GROUPS);
  const rows: TNewContact[] = ids.flatMap((ownerId) =>
    SAMPLE_CONTACTS.map((sample) => ({ ...sample, ownerId })),
  );
  return (await contacts.insertMany(rows)).length;
}
