import { randomBytes } from 'node:crypto';
import {
  CAMPAIGN_MESSAGES,
  campaignStatusesBefore,
  canTransition,
  forbiddenTransitionMessage,
  type TCampaign,
  type TCampaignStatus,
  type TCreateCampaignBody,
  type TTableFilter,
  type TUpdateCampaignBody,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db, Queryable } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { AppError } from '../../lib/app-error';
import type { PageWindow } from '../../lib/sql';
import { findSurvey } from '../surveys';
import {
  type CampaignRow,
  type CampaignsRepository,
  createCampaignsRepository,
} from './campaigns.repository';

export type { CampaignRow } from './campaigns.repository';

export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Open = fielding and now within [opens_at, closes_at]; otherwise the reason in Portuguese. */
export function campaignState(row: Pick<CampaignRow, 'status' | 'opens_at' | 'closes_at'>, now = new Date()) {
  if (row.status === 'draft') return { isOpen: false, message: CAMPAIGN_MESSAGES.draft };
  if (row.status === 'paused') return { isOpen: false, message: CAMPAIGN_MESSAGES.paused };
  if (row.status === 'closed') return { isOpen: false, message: CAMPAIGN_MESSAGES.closed };
  if (row.opens_at && new Date(row.opens_at) > now)
    return { isOpen: false, message: CAMPAIGN_MESSAGES.notYetOpen };
  if (row.closes_at && new Date(row.closes_at) < now)
    return { isOpen: false, message: CAMPAIGN_MESSAGES.expired };
  return { isOpen: true, message: CAMPAIGN_MESSAGES.open };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toCampaign(row: CampaignRow, showShareToken: boolean): TCampaign {
  const state = campaignState(row);
  return {
    id: row.id,
    surveyId: row.survey_id,
    surveyTitle: row.survey_title,
    name: row.name,
    mode: row.mode,
    status: row.status,
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    isOpen: state.isOpen,
    statusMessage: state.message,
    shareToken: showShareToken ? row.share_token : null,
    isOpenToPanel: row.is_open_to_panel,
    oneResponsePerUser: row.one_response_per_user,
    counts: {
      partial: row.n_partial ?? 0,
      complete: row.n_complete ?? 0,
      screenedOut: row.n_screened_out ?? 0,
      overQuota: row.n_over_quota ?? 0,
    },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Closing a questionnaire closes its campaigns (the surveys module calls this through its deps). */
export function closeCampaignsOfSurvey(surveyId: string, tx: Queryable): Promise<string[]> {
  return createCampaignsRepository(tx).closeBySurvey(surveyId, tx);
}

/** One campaign as other modules read it (the player, invitations, targets, exports). */
export function findCampaign(db: Queryable, id: string): Promise<CampaignRow | null> {
  return createCampaignsRepository(db).findById(id);
}

/** The id of a campaign called `name` (demo data finds its own campaign again). */
export function findCampaignIdByName(db: Queryable, name: string): Promise<string | null> {
  return createCampaignsRepository(db).findIdByName(name);
}

/** The id of the campaign a share link opens (what core's campaign access rule asks). */
export function campaignIdByShare(db: Queryable, token: string): Promise<string | null> {
  return createCampaignsRepository(db).idByShareToken(token);
}

/** A page of campaigns, newest first (the targets overview of collection roles). */
export function listCampaigns(db: Queryable, window: PageWindow & { tableFilter?: TTableFilter | null }) {
  return createCampaignsRepository(db).list(window);
}

/** The latest published version of the campaign's questionnaire (what a new response answers). */
export function campaignLatestVersion(db: Queryable, campaignId: string) {
  return createCampaignsRepository(db).latestVersion(campaignId);
}

/** Writes a campaign already in the field, in the caller's transaction (demo data). */
export async function insertFieldingCampaign(
  tx: Queryable,
  campaign: Parameters<CampaignsRepository['insert']>[0],
): Promise<CampaignRow> {
  const campaigns = createCampaignsRepository(tx);
  const row = await campaigns.insert(campaign, tx);
  return (await campaigns.setStatus(row.id, 'fielding', ['draft'])) as CampaignRow;
}

export function createCampaignsService(db: Db, events: EventBus) {
  const campaigns = createCampaignsRepository(db);

  async function get(id: string): Promise<CampaignRow> {
    const row = await campaigns.findById(id);
    if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
    return row;
  }

  async function assertPublished(surveyId: string) {
    const survey = await findSurvey(db, surveyId);
    if (!survey) throw new AppError('NOT_FOUND', 'Questionário não encontrado.');
    if (survey.published_version === null || survey.is_archived) {
      throw new AppError('UNPROCESSABLE', CAMPAIGN_MESSAGES.needsPublished);
    }
  }

  return {
    repository: campaigns,
    get,

    async create(body: TCreateCampaignBody, user: Principal): Promise<CampaignRow> {
      await assertPublished(body.surveyId);
      return campaigns.insert({
        surveyId: body.surveyId,
        name: body.name,
        mode: body.mode ?? 'web',
        opensAt: body.opensAt ?? null,
        closesAt: body.closesAt ?? null,
        isOpenToPanel: body.isOpenToPanel ?? false,
        oneResponsePerUser: body.oneResponsePerUser ?? true,
        shareToken: newShareToken(),
        createdBy: user.id,
      });
    },

    async update(id: string, body: TUpdateCampaignBody): Promise<CampaignRow> {
      const row = await get(id);
      const opensAt = body.opensAt === undefined ? iso(row.opens_at) : body.opensAt;
      const closesAt = body.closesAt === undefined ? iso(row.closes_at) : body.closesAt;
      if (opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt)) {
        throw new AppError('UNPROCESSABLE', CAMPAIGN_MESSAGES.invalidDates, {
          closesAt: CAMPAIGN_MESSAGES.invalidDates,
        });
      }
      const updated = (await campaigns.update(id, body)) as CampaignRow;
      void events.publish('campaign.changed', { campaignId: id }); // the dates change whether it is open
      return updated;
    },

    async setStatus(id: string, status: TCampaignStatus): Promise<CampaignRow> {
      const row = await get(id);
      if (!canTransition(row.status, status)) {
        throw new AppError('UNPROCESSABLE', forbiddenTransitionMessage(row.status, status));
      }
      if (status === 'fielding') await assertPublished(row.survey_id);
      const updated = await campaigns.setStatus(id, status, campaignStatusesBefore(status));
      // Another request changed the status in between: judge the change again against what it is now.
      if (!updated) return this.setStatus(id, status);
      void events.publish('campaign.changed', { campaignId: id });
      return updated;
    },

    async regenerateShareToken(id: string): Promise<string> {
      await get(id);
      const token = newShareToken();
      await campaigns.setShareToken(id, token);
      // Waited for: when the answer arrives, whoever held the old link is already out.
      await events.publish('campaign.link-replaced', { campaignId: id });
      return token;
    },
  };
}
