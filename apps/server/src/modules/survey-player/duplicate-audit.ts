import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/connection';
import { createPlayRepository } from './survey-player.repository';

/**
 * Startup check: responses from an invitation link reused before one invitation = one response was enforced
 * (migration 0011 kept the invitation's first finished response and detached the others). They are logged
 * so an admin can delete them in the campaign's responses (a deletion gives their quota counts back).
 */
export async function auditDetachedInvitationResponses(db: Db, log: FastifyBaseLogger) {
  const rows = await createPlayRepository(db).detachedInvitationResponses();
  for (const row of rows) {
    log.warn(
      {
        responseId: row.id,
        campaign: row.campaign_name,
        respondent: row.respondent_name,
        status: row.status,
      },
      'Resposta repetida de um convite (desvinculada pela migração 0011): revise e exclua se for duplicada',
    );
  }
  return rows;
}
