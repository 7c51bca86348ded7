import type { AppConfig } from '../../config';
import type { Db } from '../../core/db/connection';
import { openFileStorage } from '../../core/files/open-storage';
import { createBoardService, createDocsService, SCRUMBOARDS } from '../doc-app';

interface SampleCard {
  name: string;
  description?: string;
  labels?: string[];
  dueInDays?: number;
  checklist?: { name: string; items: [string, boolean][] };
  comment?: string;
  assignOwner?: boolean;
}

/** The demo board: a research project's sprint, in pt-BR. */
const SAMPLE_LISTS: { name: string; cards: SampleCard[] }[] = [
  {
    name: 'A fazer',
    cards: [
      {
        name: 'Definir a amostra do estudo de cardiologia',
        description: '<p>Cotas por região e especialidade; validar com o cliente.</p>',
        labels: ['pesquisa', 'prioridade'],
        dueInDays: 3,
        checklist: {
          name: 'Cotas',
          items: [
            ['Sudeste', true],
            ['Sul', false],
            ['Nordeste', false],
          ],
        },
      },
      { name: 'Revisar o roteiro do grupo focal', labels: ['pesquisa'], dueInDays: 7 },
    ],
  },
  {
    name: 'Em andamento',
    cards: [
      {
        name: 'Layout do questionário no tablet',
        labels: ['design'],
        comment: 'Testei no tablet da equipe de campo: as escalas cabem na tela.',
        assignOwner: true,
      },
      { name: 'Integração do painel com o mailing', labels: ['desenvolvimento'], dueInDays: 10 },
    ],
  },
  {
    name: 'Revisão',
    cards: [{ name: 'Relatório parcial de campo', labels: ['pesquisa'], dueInDays: -1 }],
  },
  { name: 'Concluído', cards: [{ name: 'Kick-off com o cliente', labels: ['pesquisa'] }] },
];

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Seeds one sample scrumboard per demo user, into an app with no scrumboard yet. */
export async function seedScrumboards(
  db: Db,
  config: AppConfig,
  demoEmails: readonly string[],
  findUserId: (db: Db, email: string) => Promise<string | null>,
): Promise<number> {
  const files = openFileStorage(config.files);
  const boards = createDocsService(db, files, SCRUMBOARDS);
  const board = createBoardService(db, files, boards.access);
  if (!(await boards.isEmpty())) return 0;
  let count = 0;
  for (const email of demoEmails) {
    const id = await findUserId(db, email);
    if (!id) continue;
    const user = { id, role: 'user' as const };
    const created = await boards.create(user, {
      name: 'Sprint do painel 2026',
      settings: { color: '#7b1fa2' },
    });
    for (const sample of SAMPLE_LISTS) {
      const list = await board.newList(user, created.id, sample.name);
      for (const item of sample.cards) {
        const card = await board.newCard(user, created.id, list.id, item.name);
        await board.updateCard(user, created.id, {
          id: card.id,
          revision: card.revision,
          description: item.description,
          idLabels: item.labels,
          idMembers: item.assignOwner ? [id] : undefined,
          due: item.dueInDays === undefined ? undefined : daysAhead(item.dueInDays),
          checklists: item.checklist
            ? [
                {
                  id: 'c1',
                  name: item.checklist.name,
                  checkItems: item.checklist.items.map(([name, checked], index) => ({
                    id: `i${index + 1}`,
                    name,
                    checked,
                  })),
                },
              ]
            : undefined,
        });
        if (item.comment) await board.comment(user, created.id, card.id, item.comment);
      }
    }
    count += 1;
  }
  return count;
}
