import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens a mailing e-mail carries, derived from the server's secret: the invitation token of a campaign ×
 * respondent (the same in the invitation and in every reminder), and the unsubscribe token of a respondent
 * (a link that can opt out only the person it was sent to).
 */
export interface MailingKeys {
  invitationToken(campaignId: string, respondentId: string): string;
  unsubscribeToken(respondentId: string): string;
  isUnsubscribeToken(respondentId: string, token: string): boolean;
}

export function createMailingKeys(secret: string): MailingKeys {
  const mac = (purpose: string, value: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');
  return {
    invitationToken: (campaignId, respondentId) => mac('mailing-invitation', `${campaignId}:${respondentId}`),
    unsubscribeToken: (respondentId) => mac('mailing-unsubscribe', respondentId),
    isUnsubscribeToken(respondentId, token) {
      const expected = Buffer.from(mac('mailing-unsubscribe', respondentId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The one-click unsubscribe address (RFC 8058) of a respondent. */
export function unsubscribeUrl(publicUrl: string, keys: MailingKeys, respondentId: string): string {
  const token = keys.unsubscribeToken(respondentId);
  return `${publicUrl}/api/mailing/unsubscribe?r=${respondentId}&t=${token}`;
}

/** The headers that let a mail client offer the one-click unsubscribe (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
