import type { Db } from '../../core/db/connection';
import { createMailRepository, type TNewMail } from './mail-app.repository';
import { personOf, type TFindMailUser, type TMailUser } from './mail-app.service';

const DAY = 86_400_000;
const daysAgo = (days: number, hour: number) =>
  new Date(Math.floor(Date.now() / DAY) * DAY - days * DAY + hour * 3_600_000).toISOString();

const CLIENTS = {
  carla: { name: 'Carla Mendes', email: 'carla.mendes@laboratorio-aurora.com.br', avatar: '' },
  rafael: { name: 'Rafael Tavares', email: 'rafael@campo-sul.com.br', avatar: '' },
  newsletter: { name: 'Boletim Pesquisa Saúde', email: 'boletim@pesquisasaude.org.br', avatar: '' },
};

/** Sample mails of one demo user: some from clients and partners, one from the colleague. */
function sampleMailbox(owner: TMailUser, colleague: TMailUser | null): TNewMail[] {
  const me = personOf({ display_name: owner.name, email: owner.email, photo_url: owner.avatar });
  const ownerId = owner.id;
  const mails: TNewMail[] = [
    {
      ownerId,
      folder: 'inbox',
      from: CLIENTS.carla,
      to: [me],
      subject: 'Cronograma da onda 2 de cardiologia',
      message:
        '<p>Olá,</p><p>Podemos antecipar o campo da <strong>onda 2</strong> para a próxima segunda? ' +
        'Os médicos de São Paulo já confirmaram a agenda.</p><p>Abraços,<br>Carla</p>',
      labels: ['note'],
      important: true,
      time: daysAgo(0, 12),
    },
    {
      ownerId,
      folder: 'inbox',
      from: CLIENTS.rafael,
      to: [me],
      subject: 'Relatório de campo — semana 47',
      message:
        '<p>Segue o resumo da semana: 312 entrevistas completas, 18 fora de cota.</p>' +
        '<ul><li>Região Sul: 96</li><li>Região Sudeste: 216</li></ul>',
      read: true,
      starred: true,
      time: daysAgo(1, 15),
    },
    {
      ownerId,
      folder: 'inbox',
      from: CLIENTS.carla,
      to: [me],
      subject: 'Fatura de incentivos de outubro',
      message: '<p>A fatura dos incentivos pagos em outubro está aprovada para pagamento.</p>',
      labels: ['invoice'],
      read: true,
      time: daysAgo(3, 10),
    },
    {
      ownerId,
      folder: 'spam',
      from: CLIENTS.newsletter,
      to: [me],
      subject: 'Ganhe um prêmio respondendo agora!!!',
      message: '<p>Clique aqui para resgatar seu prêmio.</p>',
      time: daysAgo(2, 9),
    },
    {
      ownerId,
      folder: 'drafts',
      from: me,
      to: [CLIENTS.rafael],
      subject: 'Ajuste nas cotas de oncologia',
      message: '<p>Rafael, precisamos rever as cotas de oncologia antes de quinta.</p>',
      read: true,
      time: daysAgo(1, 18),
    },
  ];
  if (colleague) {
    const them = personOf({
      display_name: colleague.name,
      email: colleague.email,
      photo_url: colleague.avatar,
    });
    mails.push(
      {
        ownerId,
        folder: 'inbox',
        from: them,
        to: [me],
        subject: 'Revisão do questionário de diabetes',
        message: '<p>Deixei comentários nas perguntas 4 a 9. Pode dar uma olhada hoje?</p>',
        time: daysAgo(0, 9),
      },
      {
        ownerId,
        folder: 'sent',
        from: me,
        to: [them],
        subject: 'Briefing do grupo focal',
        message: '<p>O briefing do grupo focal de quinta está na pasta de documentos.</p>',
        read: true,
        time: daysAgo(2, 16),
      },
    );
  }
  return mails;
}

/** Seeds the demo users' mailboxes into an empty table only. */
export async function seedMail(
  db: Db,
  demoEmails: readonly string[],
  findUser: TFindMailUser,
): Promise<number> {
  const mails = createMailRepository(db);
  if (!(await mails.isEmpty())) return 0;
  const users = (await Promise.all(demoEmails.map((email) => findUser(db, email)))).filter(
    (user): user is TMailUser => user !== null,
  );
  const rows = users.flatMap((user) =>
    sampleMailbox(user, users.find((other) => other.id !== user.id) ?? null),
  );
  return (await mails.insertMany(rows)).length;
}
