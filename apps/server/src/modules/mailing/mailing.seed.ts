import type { Db } from '../../core/db/connection';
import { createTemplatesRepository } from './templates.repository';

/** The demo's e-mail templates: a campaign invitation and a room invitation, each with the merge fields. */
const DEMO_TEMPLATES = [
  {
    name: 'Convite para pesquisa',
    kind: 'convite' as const,
    subject: 'Convite: {{campanha}}',
    bodyHtml:
      '<p>Olá, {{nome}}!</p><p>Você foi convidado(a) para a pesquisa <strong>{{campanha}}</strong>. ' +
      'Responder leva poucos minutos.</p><p><a href="{{link}}">Responder à pesquisa</a></p>' +
      '<p>O prazo para responder é {{prazo}}.</p>',
  },
  {
    name: 'Convite para sala (grupo focal)',
    kind: 'convite' as const,
    subject: 'Seu convite para o grupo de discussão: {{campanha}}',
    bodyHtml:
      '<p>Olá, {{nome}}!</p><p>Obrigado por aceitar participar do nosso grupo de discussão sobre ' +
      '<strong>{{campanha}}</strong>, que começa em {{prazo}} (horário de Brasília).</p>' +
      '<p>Entre pelo seu link pessoal, alguns minutos antes, de um computador com câmera e microfone: ' +
      '<a href="{{link}}">Entrar na sala</a></p><p>Antes de entrar, a página testa sua câmera, microfone e ' +
      'alto-falante. O moderador abrirá a sala para você.</p>',
  },
];

/** Written into a database with no template yet (the start command's demo data). */
export async function seedMailTemplates(db: Db, adminId: string | null): Promise<void> {
  if (!adminId || !(await createTemplatesRepository(db).isEmpty())) return;
  await db.transaction(async (tx) => {
    const templates = createTemplatesRepository(tx);
    for (const template of DEMO_TEMPLATES) await templates.insert(template, adminId, tx);
  });
}
