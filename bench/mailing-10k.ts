// A mailing job of 10,000 recipients to a loopback SMTP server (smtp-server, no delay, rate unlimited) vs a
// bare nodemailer loop sending one rendered message to the same addresses over a pool of the same size, in
// the same run. Runs the real app and its queue worker in this process (PGlite in memory, or PostgreSQL with
// DATABASE_URL). Prints e-mails per second of each, their ratio and the peak RSS.
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import { MAIL_FROM } from '../apps/server/src/core/mail/mailer';
import { renderMail } from '../apps/server/src/modules/mailing/render-mail';
import { buildTestApp } from '../apps/server/test/build-test-app';
import { buildUser } from '../apps/server/test/factories';
import { createTemplate } from '../apps/server/test/mailing-factories';
import { startSmtpServer } from '../apps/server/test/smtp-server';
import { fieldCampaign } from '../apps/server/test/survey-factories';

const COUNT = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const POOL = 5;

const smtp = await startSmtpServer();
// Keep only the count: holding 20,000 raw messages would measure the bench's memory, not the sender's.
const received = { n: 0 };
smtp.messages.push = (...items) => {
  received.n += items.length;
  return 0;
};
const app = await buildTestApp({ runWorker: true, smtpUrl: smtp.url, publicUrl: 'http://pesquise.test' });
await app.ready();
const staff = await buildUser(app, { role: 'staff' });
const operator = await buildUser(app, { role: 'mailing_operator' });
const { campaign } = await fieldCampaign(app, staff);
const emails = Array.from({ length: COUNT }, (_, i) => `medico${i}@exemplo.com.br`);
await app.db.query(
  `INSERT INTO respondents (name, email, attributes, consent)
   SELECT 'Dr(a). ' || e, e, '{"especialidade":"cardiologia"}'::jsonb, true FROM unnest($1::text[]) AS e`,
  [emails],
);
const template = await createTemplate(app, operator);

// The bare loop: one message rendered once, sent to every address over a pool of POOL connections.
const mail = renderMail(
  {
    subject: 'Pesquisa {{campanha}}',
    bodyHtml: '<p>Olá, {{nome}}! <a href="{{link}}">abrir</a> até {{prazo}}.</p>',
  },
  {
    nome: 'Dra. Ana',
    link: 'http://pesquise.test/x',
    campanha: 'Onda',
    prazo: '30/11',
    descadastro: 'http://pesquise.test/u',
  },
);
const transport = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: POOL });
let t0 = performance.now();
await Promise.all(
  emails.map((to) =>
    transport.sendMail({
      from: MAIL_FROM,
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  ),
);
const bareSeconds = (performance.now() - t0) / 1000;
transport.close();
const bareReceived = received.n;

t0 = performance.now();
const created = await app.inject({
  method: 'POST',
  url: '/api/mailing-jobs',
  headers: operator.auth,
  payload: { templateVersionId: template.versionId, campaignId: campaign.id, audience: { type: 'panel' } },
});
const jobId = created.json().id as string;
const createdSeconds = (performance.now() - t0) / 1000;
for (;;) {
  const row = await app.db.query<{ status: string }>('SELECT status FROM mailing_jobs WHERE id = $1', [
    jobId,
  ]);
  if (row.rows[0]?.status === 'done') break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const jobSeconds = (performance.now() - t0) / 1000;
const jobReceived = received.n - bareReceived;
const peakRssMiB = process.resourceUsage().maxRSS / 1024;

const bareRate = COUNT / bareSeconds;
const jobRate = COUNT / jobSeconds;
console.log(
  JSON.stringify(
    {
      recipients: COUNT,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      bare: { seconds: +bareSeconds.toFixed(2), perSecond: Math.round(bareRate), received: bareReceived },
      job: {
        seconds: +jobSeconds.toFixed(2),
        createSeconds: +createdSeconds.toFixed(2),
        perSecond: Math.round(jobRate),
        received: jobReceived,
      },
      ratio: +(jobRate / bareRate).toFixed(2),
      peakRssMiB: Math.round(peakRssMiB),
    },
    null,
    2,
  ),
);
await app.close();
await smtp.close();
process.exit(0);
