import type { TNoteFields } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { createNotesRepository } from './notes-app.repository';

const LABELS = [
  { id: 'campo', name: 'Campo' },
  { id: 'clientes', name: 'Clientes' },
  { id: 'ideias', name: 'Ideias' },
  { id: 'pessoal', name: 'Pessoal' },
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const blank = { description: '', archive: false, image: '', reminder: null, checklist: [], labels: [] };

const SAMPLE_NOTES = (): { note: TNoteFields; time: Date }[] => [
  {
    note: {
      ...blank,
      title: 'Roteiro do grupo focal',
      description: 'Abrir com aquecimento de 10 minutos; testar os estímulos visuais antes.',
      labels: ['clientes', 'ideias'],
      reminder: daysAhead(2),
    },
    time: hoursAgo(2),
  },
  {
    note: {
      ...blank,
      title: 'Checklist da viagem de campo',
      checklist: [
        { id: 'tablets', checked: true, text: 'Carregar os tablets' },
        { id: 'termos', checked: false, text: 'Imprimir os termos de consentimento' },
        { id: 'brindes', checked: false, text: 'Separar os brindes dos entrevistados' },
      ],
      labels: ['campo'],
    },
    time: hoursAgo(5),
  },
  {
    note: {
      ...blank,
      title: 'Ideias para o painel',
      description: 'Gráfico de funil por etapa do questionário e mapa por região.',
      image: '/assets/images/login/login-bg-1.svg',
      labels: ['ideias'],
    },
    time: hoursAgo(26),
  },
  {
    note: {
      ...blank,
      title: 'Ligar para a Carla',
      description: 'Confirmar a data de entrega do relatório parcial.',
      labels: ['clientes'],
    },
    time: hoursAgo(50),
  },
  {
    note: {
      ...blank,
      title: 'Mercado',
      checklist: [{ id: 'cafe', checked: false, text: 'Café' }],
      labels: ['pessoal'],
    },
    time: hoursAgo(80),
  },
  {
    note: {
      ...blank,
      title: 'Pesquisa de 2025 encerrada',
      description: 'Resultados entregues e aprovados pelo cliente.',
      archive: true,
    },
    time: hoursAgo(400),
  },
];

/** Seeds the demo users' notes and note labels into an empty table only. */
export async function seedNotes(
  db: Db,
  demoEmails: readonly string[],
  findUserId: (db: Db, email: string) => Promise<string | null>,
): Promise<number> {
  const notes = createNotesRepository(db);
  if (!(await notes.isEmpty())) return 0;
  const ids = (await Promise.all(demoEmails.map((email) => findUserId(db, email)))).filter(
    (id): id is string => id !== null,
  );
  let count = 0;
  for (const ownerId of ids) {
    await notes.replaceLabels(ownerId, LABELS);
    for (const { note, time } of SAMPLE_NOTES()) {
      await notes.create(ownerId, note, time);
      count += 1;
    }
  }
  return count;
}
