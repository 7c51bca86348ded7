import type { TRenderedMail } from '@pesquisemais/shared';
import type { ServiceDeps } from '../../core/types';
import { createAudienceRepository } from './audience.repository';
import { createMailingKeys, unsubscribeUrl } from './mail-keys';
import { mergeValues } from './merge-values';
import { renderMail } from './render-mail';
import type { TemplatesService } from './templates.service';
import { cleanBody } from './templates.service';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'config' | 'db' | 'mailer'>;

const SAMPLE = { name: 'Dra. Ana Exemplo', attributes: { especialidade: 'cardiologia' } };

/** The editor's live preview and its 'Enviar teste', filled with a chosen respondent (or a sample one). */
export function createPreviewService(app: Deps, templates: TemplatesService) {
  const audience = createAudienceRepository(app.db);

  async function render(input: {
    subject: string;
    bodyHtml: string;
    respondentId?: string;
    campaignId?: string;
  }): Promise<TRenderedMail> {
    const template = { subject: input.subject, bodyHtml: cleanBody(input.bodyHtml) };
    await templates.checkFields([template.subject, template.bodyHtml]);
    const person = (input.respondentId && (await audience.respondent(input.respondentId))) || null;
    const campaign = input.campaignId ? await audience.campaign(input.campaignId) : null;
    const keys = createMailingKeys(app.config.jwtSecret ?? 'pré-visualização');
    const respondentId = person?.respondent_id ?? '00000000-0000-0000-0000-000000000000';
    return renderMail(
      template,
      mergeValues({
        name: person?.name ?? SAMPLE.name,
        attributes: person?.attributes ?? SAMPLE.attributes,
        link: `${app.config.publicUrl}/apps/surveyplayer/exemplo?campaign=exemplo&t=pre-visualizacao`,
        campaign: campaign?.name ?? 'Campanha de exemplo',
        deadline: '30/12',
        unsubscribe: unsubscribeUrl(app.config.publicUrl, keys, respondentId).replace(
          /t=[^&]+$/,
          't=exemplo',
        ),
      }),
    );
  }

  return {
    render,
    async sendTest(input: Parameters<typeof render>[0], to: string) {
      const mail = await render(input);
      await app.mailer.send({
        to,
        subject: `[Teste] ${mail.subject}`,
        html: mail.html,
        text: mail.text,
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
  };
}
