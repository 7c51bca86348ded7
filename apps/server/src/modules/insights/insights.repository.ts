import {
  BUSINESS_TIME_ZONE,
  type TBudgetRow,
  type TDispatch,
  type TPanelRow,
  type TWeatherCity,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

const TZ = `'${BUSINESS_TIME_ZONE}'`;
/** Monday 00:00 of the current week, on the firm's clock (a timestamp without zone). */
const MONDAY = `date_trunc('week', now() AT TIME ZONE ${TZ})`;
/** A respondent's specialty: the panel's attribute, else the questionnaire's answer of that name. */
const SPECIALTY = `lower(COALESCE(NULLIF(p.attributes->>'especialidade', ''), resp.answers->>'especialidade', ''))`;

export type TWeekGroup = {
  weeksAgo: number;
  /** ISO day of the week: 1 (Monday) to 7. */
  dow: number;
  status: 'partial' | 'complete' | 'screened_out' | 'over_quota';
  channel: 'invitation' | 'link' | 'interview';
  specialty: string;
  n: number;
};

export type TWeekTotals = {
  weeksAgo: number;
  started: number;
  completed: number;
  sent: number;
  opened: number;
  interviewers: number;
};

export type TMonthCount = { kind: 'started' | 'completed'; year: number; month: number; n: number };

/**
 * The dashboards' read model: joins over responses, invitations, the panel and mailing jobs (owned by their
 * modules, only read here), and the insights module's own budget and weather tables. `projectId` (a campaign)
 * narrows what belongs to a campaign; null reads the whole firm.
 */
export function createInsightsRepository(db: Queryable) {
  return {
    /** Responses of the last three weeks by week, weekday, status, channel and specialty. */
    async weekGroups(projectId: string | null): Promise<TWeekGroup[]> {
      const result = await db.query<TWeekGroup>(
        `WITH r AS (
           SELECT resp.status, ${SPECIALTY} AS specialty,
                  CASE WHEN resp.is_interview THEN 'interview'
                       WHEN resp.invitation_id IS NOT NULL THEN 'invitation' ELSE 'link' END AS channel,
                  COALESCE(resp.completed_at, resp.started_at) AT TIME ZONE ${TZ} AS local
             FROM responses resp LEFT JOIN respondents p ON p.id = resp.respondent_id
            WHERE resp.deleted_at IS NULL AND ($1::uuid IS NULL OR resp.campaign_id = $1)
              AND COALESCE(resp.completed_at, resp.started_at) >= (${MONDAY} - interval '14 days') AT TIME ZONE ${TZ})
         SELECT ((${MONDAY})::date - date_trunc('week', local)::date) / 7 AS "weeksAgo",
                extract(isodow FROM local)::int AS dow, status, channel, specialty, count(*)::int AS n
           FROM r GROUP BY 1, 2, 3, 4, 5`,
        [projectId],
      );
      return result.rows;
    },

    /** Per week, the newest first (0 = this week): responses started and completed, invitations, interviewers. */
    async weekTotals(projectId: string | null, weeks: number): Promise<TWeekTotals[]> {
      const result = await db.query<TWeekTotals>(
        `WITH w AS (
           SELECT k, (${MONDAY} - k * interval '7 days') AT TIME ZONE ${TZ} AS since,
                     (${MONDAY} - (k - 1) * interval '7 days') AT TIME ZONE ${TZ} AS until
             FROM generate_series(0, $2::int - 1) AS k)
         SELECT k AS "weeksAgo",
           (SELECT count(*)::int FROM responses r WHERE r.deleted_at IS NULL AND ($1::uuid IS NULL OR r.campaign_id = $1)
              AND r.started_at >= since AND r.started_at < until) AS started,
           (SELECT count(*)::int FROM responses r WHERE r.deleted_at IS NULL AND ($1::uuid IS NULL OR r.campaign_id = $1)
              AND r.status = 'complete' AND r.completed_at >= since AND r.completed_at < until) AS completed,
           (SELECT count(*)::int FROM invitations i WHERE ($1::uuid IS NULL OR i.campaign_id = $1)
              AND i.sent_at >= since AND i.sent_at < until) AS sent,
           (SELECT count(*)::int FROM invitations i WHERE ($1::uuid IS NULL OR i.campaign_id = $1)
              AND i.opened_at >= since AND i.opened_at < until) AS opened,
           (SELECT count(DISTINCT r.interviewer_id)::int FROM responses r
             WHERE r.deleted_at IS NULL AND r.is_interview AND ($1::uuid IS NULL OR r.campaign_id = $1)
               AND COALESCE(r.completed_at, r.started_at) >= since AND COALESCE(r.completed_at, r.started_at) < until)
             AS interviewers
         FROM w ORDER BY k`,
        [projectId, weeks],
      );
      return result.rows;
    },

    /** Responses started and completed per month of this year and the last, on the firm's clock. */
    async monthCounts(): Promise<TMonthCount[]> {
      const since = `make_timestamptz(extract(year FROM now() AT TIME ZONE ${TZ})::int - 1, 1, 1, 0, 0, 0, ${TZ})`;
      const part = (field: string, at: string) => `extract(${field} FROM ${at} AT TIME ZONE ${TZ})::int`;
      const result = await db.query<TMonthCount>(
        `SELECT 'started' AS kind, ${part('year', 'started_at')} AS year, ${part('month', 'started_at')} AS month,
                count(*)::int AS n
           FROM responses WHERE deleted_at IS NULL AND started_at >= ${since} GROUP BY 1, 2, 3
         UNION ALL
         SELECT 'completed', ${part('year', 'completed_at')}, ${part('month', 'completed_at')}, count(*)::int
           FROM responses WHERE deleted_at IS NULL AND status = 'complete' AND completed_at >= ${since} GROUP BY 1, 2, 3`,
      );
      return result.rows;
    },

    /** How many people completed once and how many more than once (a panel member or a signed-in user). */
    async completesPerPerson(): Promise<{ once: number; more: number }> {
      const result = await db.query<{ once: number; more: number }>(
        `SELECT count(*) FILTER (WHERE n = 1)::int AS once, count(*) FILTER (WHERE n > 1)::int AS more
           FROM (SELECT count(*) AS n FROM responses
                  WHERE status = 'complete' AND deleted_at IS NULL AND COALESCE(respondent_id, user_id) IS NOT NULL
                  GROUP BY COALESCE(respondent_id, user_id)) AS people`,
      );
      return result.rows[0] ?? { once: 0, more: 0 };
    },

    /** The panel by one attribute (most members first) and by status. */
    async panelBy(attribute: 'regiao' | 'especialidade'): Promise<{ label: string; n: number }[]> {
      const result = await db.query<{ label: string; n: number }>(
        `SELECT COALESCE(NULLIF(attributes->>$1, ''), '') AS label, count(*)::int AS n
           FROM respondents GROUP BY 1 ORDER BY 2 DESC, 1`,
        [attribute],
      );
      return result.rows;
    },

    async panelStatus(): Promise<{ active: number; noConsent: number; optedOut: number }> {
      const result = await db.query<{ active: number; noConsent: number; optedOut: number }>(
        `SELECT count(*) FILTER (WHERE NOT opted_out AND consent)::int AS active,
                count(*) FILTER (WHERE NOT opted_out AND NOT consent)::int AS "noConsent",
                count(*) FILTER (WHERE opted_out)::int AS "optedOut"
           FROM respondents`,
      );
      return result.rows[0] ?? { active: 0, noConsent: 0, optedOut: 0 };
    },

    /** Mailing jobs scheduled for today (0) or tomorrow (1) on the firm's clock, the earliest first. */
    async dispatches(projectId: string | null): Promise<(TDispatch & { day: number })[]> {
      const day = `((j.scheduled_at AT TIME ZONE ${TZ})::date - (now() AT TIME ZONE ${TZ})::date)`;
      const result = await db.query<TDispatch & { day: number; at: Date | string }>(
        `SELECT j.id, t.name AS template, c.name AS campaign, j.scheduled_at AS at, j.status, ${day} AS day,
                (SELECT count(*)::int FROM mailing_recipients m WHERE m.job_id = j.id) AS recipients
           FROM mailing_jobs j JOIN mail_template_versions v ON v.id = j.template_version_id
           JOIN mail_templates t ON t.id = v.template_id JOIN campaigns c ON c.id = j.campaign_id
          WHERE j.status <> 'cancelled' AND j.scheduled_at IS NOT NULL AND ${day} IN (0, 1)
            AND ($1::uuid IS NULL OR j.campaign_id = $1)
          ORDER BY j.scheduled_at, j.id LIMIT 100`,
        [projectId],
      );
      return result.rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
    },

    /** The newest panel members (those invited to the project when one is chosen) with their participation. */
    async panelRows(projectId: string | null, limit: number): Promise<TPanelRow[]> {
      const result = await db.query<TPanelRow & { joinedAt: Date | string }>(
        `SELECT p.id, p.name, COALESCE(p.attributes->>'especialidade', '') AS specialty,
                COALESCE(p.attributes->>'uf', '') AS uf,
                (SELECT count(*)::int FROM invitations i
                  WHERE i.respondent_id = p.id AND ($1::uuid IS NULL OR i.campaign_id = $1)) AS invitations,
                (SELECT count(*)::int FROM responses r
                  WHERE r.respondent_id = p.id AND r.status = 'complete' AND r.deleted_at IS NULL
                    AND ($1::uuid IS NULL OR r.campaign_id = $1)) AS completes,
                CASE WHEN p.opted_out THEN 'opted-out' WHEN NOT p.consent THEN 'no-consent' ELSE 'active' END AS status,
                p.created_at AS "joinedAt"
           FROM respondents p
          WHERE $1::uuid IS NULL OR EXISTS (SELECT 1 FROM invitations i WHERE i.respondent_id = p.id AND i.campaign_id = $1)
          ORDER BY p.created_at DESC, p.id LIMIT $2`,
        [projectId, limit],
      );
      return result.rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt).toISOString() }));
    },

    /** The projects one may pick: the campaigns, the newest first. */
    async projects(limit: number): Promise<{ id: string; name: string }[]> {
      const result = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM campaigns ORDER BY created_at DESC, id LIMIT $1',
        [limit],
      );
      return result.rows;
    },

    async projectExists(id: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM campaigns WHERE id = $1', [id])).rowCount > 0;
    },

    async budget(): Promise<TBudgetRow[]> {
      const result = await db.query<{ category: string; budget: string; spent: string }>(
        'SELECT category, budget, spent FROM insight_budget ORDER BY position, category',
      );
      return result.rows.map((row) => ({ ...row, budget: Number(row.budget), spent: Number(row.spent) }));
    },

    async weather(): Promise<TWeatherCity[]> {
      const result = await db.query<TWeatherCity & { temperature: string; updatedAt: Date | string }>(
        `SELECT city, uf, condition, temperature, humidity, wind_kmh AS "windKmh", forecast, updated_at AS "updatedAt"
           FROM insight_weather ORDER BY position, city`,
      );
      return result.rows.map((row) => ({
        ...row,
        temperature: Number(row.temperature),
        updatedAt: new Date(row.updatedAt).toISOString(),
      }));
    },

    async isSeeded(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM insight_budget LIMIT 1')).rowCount > 0;
    },

    async insertBudget(rows: readonly TBudgetRow[]): Promise<void> {
      await db.query(
        `INSERT INTO insight_budget (category, budget, spent, position)
         SELECT * FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::int[])
         ON CONFLICT (category) DO NOTHING`,
        [
          rows.map((row) => row.category),
          rows.map((row) => row.budget),
          rows.map((row) => row.spent),
          rows.map((_row, index) => index),
        ],
      );
    },

    async insertWeather(rows: readonly Omit<TWeatherCity, 'updatedAt'>[]): Promise<void> {
      await db.query(
        `INSERT INTO insight_weather (city, uf, condition, temperature, humidity, wind_kmh, forecast, position)
         SELECT w.city, w.uf, w.condition, w.temperature, w.humidity, w.wind_kmh, w.forecast, w.position
           FROM jsonb_to_recordset($1::jsonb) AS w (city text, uf text, condition text, temperature numeric,
                humidity int, wind_kmh int, forecast jsonb, position int)
         ON CONFLICT (city, uf) DO NOTHING`,
        [
          JSON.stringify(
            rows.map(({ windKmh, ...row }, position) => ({ ...row, wind_kmh: windKmh, position })),
          ),
        ],
      );
    },
  };
}
