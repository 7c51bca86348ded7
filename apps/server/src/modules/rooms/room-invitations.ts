import {
  BUSINESS_TIME_ZONE,
  EXCLUSION_LABELS,
  ROOM_MESSAGES,
  type TRoomInviteResult,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { createDirectMail } from '../mailing';
import type { RoomsService } from './rooms.service';

const WHEN = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * A room's participants (panel respondents) get their own signed link by e-mail, written from a mailing
 * template ({{link}} is the link, {{campanha}} the room's campaign or title, {{prazo}} when it starts). Each is
 * claimed before writing, so two sends at once or a retried one never write to anybody twice; those not
 * written to (panel rules, a refusing mail server) are released for a later send.
 */
export function createRoomInvitations(app: FastifyInstance, rooms: RoomsService) {
  const mail = createDirectMail(app);

  return {
    templates: () => mail.templates(),

    async send(roomId: string, templateId: string): Promise<TRoomInviteResult> {
      const room = await rooms.repo.findRoom(roomId);
      if (!room) throw new AppError('NOT_FOUND', ROOM_MESSAGES.notFound);
      const links = await rooms.links(roomId);
      const claimed = await rooms.repo.claimInvitations(roomId);
      const counted = await rooms.repo.countInvited(
        roomId,
        claimed.map((member) => member.id),
      );
      const release = (ids: string[]) => rooms.repo.releaseInvitations(ids);
      const linkOf = (memberId: string) =>
        `${app.config.publicUrl}${links.items.find((item) => item.memberId === memberId)?.url ?? ''}`;
      const result = await mail
        .send({
          templateId,
          campaign: room.campaign_name ?? room.title,
          deadline: WHEN.format(new Date(room.starts_at)),
          recipients: claimed.map((member) => ({
            respondentId: member.respondent_id,
            link: linkOf(member.id),
          })),
        })
        .catch(async (error: unknown) => {
          await release(claimed.map((member) => member.id));
          throw error;
        });
      const sent = new Set(result.sent);
      await release(claimed.filter((member) => !sent.has(member.respondent_id)).map((member) => member.id));
      const nameOf = (respondentId: string) =>
        claimed.find((member) => member.respondent_id === respondentId)?.display_name ?? '';
      return {
        sent: result.sent.map(nameOf),
        alreadyInvited: counted,
        excluded: result.excluded.map((item) => ({
          name: nameOf(item.respondentId),
          reason: EXCLUSION_LABELS[item.reason],
        })),
        failed: result.failed.map(nameOf),
      };
    },
  };
}
