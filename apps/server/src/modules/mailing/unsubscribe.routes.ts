import { escapeHtml, MAILING_MESSAGES, ZUnsubscribeQuery } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getJwtSecret } from '../../core/db/settings.repository';
import { optOutRespondent } from '../respondents';
import { createMailingKeys } from './mail-keys';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Pesquise(+)</title>
<style>body{font-family:Arial,Helvetica,sans-serif;background:#f4f2f8;color:#1f1a2e;margin:0;padding:48px 16px}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}h1{color:#5b2a86;font-size:22px}
button{background:#5b2a86;color:#fff;border:0;border-radius:4px;padding:10px 20px;font-size:15px;cursor:pointer}</style>
</head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/**
 * The e-mail's unsubscribe link: no sign-in, a token signed for one respondent. GET asks for confirmation
 * (link scanners open GETs); POST opts out, from the page's button or the mail client's one-click
 * (List-Unsubscribe-Post, RFC 8058).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = createMailingKeys(app.config.jwtSecret ?? (await getJwtSecret(app.db)));
  const tags = ['mailing'];
  // The one-click POST is a form body; nothing in it is needed (the address carries the token).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  const refuse = (reply: import('fastify').FastifyReply) =>
    reply
      .status(422)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Link inválido',
          `<p>${MAILING_MESSAGES.invalidUnsubscribe} Confira se o endereço está completo.</p>`,
        ),
      );

  app.get(
    '/mailing/unsubscribe',
    { schema: { tags, querystring: ZUnsubscribeQuery } },
    async (request, reply) => {
      const { r, t } = request.query;
      if (!keys.isUnsubscribeToken(r, t)) return refuse(reply);
      const action = `/api/mailing/unsubscribe?r=${r}&t=${encodeURIComponent(t)}`;
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Descadastrar',
          `<p>Você deixará de receber convites e lembretes de pesquisa do painel Pesquise(+).</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirmar descadastro</button></form>`,
        ),
      );
    },
  );

  app.post(
    '/mailing/unsubscribe',
    { schema: { tags, querystring: ZUnsubscribeQuery } },
    async (request, reply) => {
      const { r, t } = request.query;
      if (!keys.isUnsubscribeToken(r, t)) return refuse(reply);
      const isNew = await optOutRespondent(app.db, r, 'link de descadastro do e-mail');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          isNew
            ? page(
                'Descadastro confirmado',
                '<p>Pronto: você não receberá mais e-mails do painel Pesquise(+).</p>',
              )
            : page(
                'Você já estava descadastrado',
                '<p>Este endereço já não recebe e-mails do painel Pesquise(+).</p>',
              ),
        );
    },
  );
};
