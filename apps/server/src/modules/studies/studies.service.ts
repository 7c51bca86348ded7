import { can, type TStudies } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { ServiceDeps } from '../../core/types';
import { likePattern } from '../../lib/sql';
import { createReportsService } from '../reports';
import { studyRecordings } from '../rooms';
import { createStudiesRepository } from './studies.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const STUDIES_SHOWN = 100;

/**
 * /apps/surveys. Who sees which study: roles that edit boards see every questionnaire; watcher roles only
 * the questionnaires of a study board they are a member of, and only read. Boards shown are those the viewer
 * may open (the admin: all). Delivered reports carry a signed download link for this viewer; room recordings,
 * those the viewer's seat (or role) may watch, a signed play link and, where allowed, a download.
 */
/** What the studies page uses of the app (the reports service and the recording links included). */
type Deps = Pick<ServiceDeps, 'db' | 'events' | 'queue' | 'tokens'>;

export function createStudiesService(app: Deps) {
  const studies = createStudiesRepository(app.db);
  const reports = createReportsService(app);

  return {
    async list(viewer: Principal, q: string): Promise<TStudies> {
      const isReadOnly = !can(viewer, 'docs:edit');
      const seesEveryBoard = viewer.role === 'admin';
      const rows = await studies.studies({
        pattern: likePattern(q),
        userId: viewer.id,
        seesEveryBoard,
        onlyOnBoards: isReadOnly,
        limit: STUDIES_SHOWN,
      });
      const ids = rows.map((row) => row.id);
      const [campaigns, delivered, boards, recordings] = await Promise.all([
        studies.campaigns(ids),
        studies.deliveredReports(ids),
        studies.boards(ids, viewer.id, seesEveryBoard),
        studyRecordings(app, viewer, ids),
      ]);
      const links = await reports.deliveredLinks(
        viewer.id,
        delivered.map((report) => report.id),
      );
      return {
        isReadOnly,
        studies: rows.map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          updatedAt: iso(row.updated_at),
          campaigns: campaigns
            .filter((campaign) => campaign.survey_id === row.id)
            .map((campaign) => ({
              id: campaign.id,
              name: campaign.name,
              status: campaign.status,
              opensAt: isoOrNull(campaign.opens_at),
              closesAt: isoOrNull(campaign.closes_at),
              completes: campaign.completes,
            })),
          reports: delivered
            .filter((report) => report.survey_id === row.id)
            .map((report) => ({
              id: report.id,
              campaignName: report.campaign_name,
              format: report.format,
              filename: report.filename,
              deliveredAt: iso(report.delivered_at),
              recipient: report.recipient,
              url: links.get(report.id) ?? '',
            })),
          boards: boards
            .filter((board) => board.survey_id === row.id)
            .map((board) => ({ id: board.id, name: board.name, uri: board.uri })),
          recordings: recordings.get(row.id) ?? [],
        })),
      };
    },
  };
}
