import { MAILING_MESSAGES, type TExclusionReason } from '@pesquisemais/shared';
import { getJwtSecret } from '../../core/db/settings.repository';
import type { ServiceDeps } from '../../core/types';
import { AppError } from '../../lib/app-error';
import { exclusionOf } from './audience';
import { createAudienceRepository } from './audience.repository';
import { createMailingKeys, unsubscribeHeaders, unsubscribeUrl } from './mail-keys';
import { mergeValues } from './merge-values';
import { compileMail, fillMail } from './render-mail';
import { createTemplatesRepository } from './templates.repository';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'config' | 'db' | 'log' | 'mailer'>;

/** One person to write to now, with the link their e-mail carries ({{link}}). */
export interface DirectRecipient {
  respondentId: string;
  link: string;
}

export interface DirectMailResult {
  sent: string[];
  excluded: { respondentId: string; reason: TExclusionReason }[];
  failed: string[];
}

/**
 * E-mails written at once from a mailing template to a few panel respondents (a room's participants), outside
 * the mailing jobs: the same template, merge fields ({{nome}}, {{link}}, {{campanha}}, {{prazo}}, panel
 * attributes), unsubscribe link and header; the panel's rules apply (opted-out, bounced, no consent: not written).
 */
export function createDirectMail(app: Deps) {
  const templates = createTemplatesRepository(app.db);

  return {
    /** The templates a direct e-mail may use (invitations and free texts), by name. */
    async templates(): Promise<{ id: string; name: string }[]> {
      return templates.directTemplates();
    },

    async send(input: {
      templateId: string;
      campaign: string;
      deadline: string;
      recipients: DirectRecipient[];
    }): Promise<DirectMailResult> {
      const template = await templates.find(input.templateId);
      if (!template) throw new AppError('NOT_FOUND', MAILING_MESSAGES.templateNotFound);
      const rows = await createAudienceRepository(app.db).byIds(
        input.recipients.map((recipient) => recipient.respondentId),
      );
      const people = new Map(rows.map((row) => [row.respondent_id, row]));
      const keys = createMailingKeys(app.config.jwtSecret ?? (await getJwtSecret(app.db)));
      const mail = compileMail({ subject: template.subject, bodyHtml: template.body_html });
      const result: DirectMailResult = { sent: [], excluded: [], failed: [] };
      for (const recipient of input.recipients) {
        const person = people.get(recipient.respondentId);
        const reason = person ? exclusionOf(person) : 'not-in-panel';
        if (!person || reason) {
          result.excluded.push({ respondentId: recipient.respondentId, reason: reason ?? 'not-in-panel' });
          continue;
        }
        const unsubscribe = unsubscribeUrl(app.config.publicUrl, keys, person.respondent_id);
        const rendered = fillMail(
          mail,
          mergeValues({
            name: person.name,
            attributes: person.attributes,
            link: recipient.link,
            campaign: input.campaign,
            deadline: input.deadline,
            unsubscribe,
          }),
        );
        try {
          await app.mailer.send({ to: person.email, ...rendered, headers: unsubscribeHeaders(unsubscribe) });
          result.sent.push(person.respondent_id);
        } catch (error) {
          app.log.warn({ err: error, respondentId: person.respondent_id }, 'direct e-mail not sent');
          result.failed.push(person.respondent_id);
        }
      }
      return result;
    },
  };
}
