import {
  BUSINESS_TIME_ZONE,
  INSIGHT_WEEKS,
  type TAnalyticsWidgets,
  type TInsightWeek,
  type TKpi,
  type TProblems,
  type TProjectWidgets,
  type TShares,
  type TWeekCounts,
  type TWeeklyShares,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import {
  createInsightsRepository,
  type TMonthCount,
  type TWeekGroup,
  type TWeekTotals,
} from './insights.repository';

export const INSIGHT_MESSAGES = { projectNotFound: 'Projeto não encontrado: escolha um da lista.' } as const;
const PANEL_ROWS = 10;
const YEAR = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric' });
const PROJECTS_MAX = 200;
/** Donuts show the largest slices and sum the rest into 'Outras'. */
const SLICES_MAX = 6;
const CHANNELS = [
  ['invitation', 'Convite do painel'],
  ['link', 'Link aberto'],
  ['interview', 'Entrevista'],
] as const;

const weekOf = (weeksAgo: number): TInsightWeek | undefined => INSIGHT_WEEKS[weeksAgo];
const zeroWeeks = (): TWeekCounts => ({ 'this-week': 0, 'last-week': 0, 'two-weeks-ago': 0 });
const perWeek = <T>(make: () => T) =>
  ({ 'this-week': make(), 'last-week': make(), 'two-weeks-ago': make() }) as Record<TInsightWeek, T>;

const add = (values: number[], index: number, n: number) => {
  values[index] = (values[index] ?? 0) + n;
};

/** Sums the groups that pass `keep` into each week. */
function countWeeks(groups: readonly TWeekGroup[], keep: (group: TWeekGroup) => boolean): TWeekCounts {
  const counts = zeroWeeks();
  for (const group of groups) {
    const week = weekOf(group.weeksAgo);
    if (week && keep(group)) counts[week] += group.n;
  }
  return counts;
}

function totalsByWeek(totals: readonly TWeekTotals[], pick: (row: TWeekTotals) => number): TWeekCounts {
  const counts = zeroWeeks();
  for (const row of totals) {
    const week = weekOf(row.weeksAgo);
    if (week) counts[week] = pick(row);
  }
  return counts;
}

function kpis(groups: readonly TWeekGroup[], totals: readonly TWeekTotals[]): TKpi[] {
  const status = (name: TWeekGroup['status']) => (group: TWeekGroup) => group.status === name;
  return [
    {
      id: 'completes',
      title: 'Respostas completas',
      counts: totalsByWeek(totals, (row) => row.completed),
      extraLabel: 'Iniciadas',
      extraCounts: totalsByWeek(totals, (row) => row.started),
    },
    {
      id: 'invitations',
      title: 'Convites enviados',
      counts: totalsByWeek(totals, (row) => row.sent),
      extraLabel: 'Abertos',
      extraCounts: totalsByWeek(totals, (row) => row.opened),
    },
    {
      id: 'screened',
      title: 'Filtradas',
      counts: countWeeks(groups, status('screened_out')),
      extraLabel: 'Cotas cheias',
      extraCounts: countWeeks(groups, status('over_quota')),
    },
    {
      id: 'interviews',
      title: 'Entrevistas de campo',
      counts: countWeeks(groups, (group) => group.status === 'complete' && group.channel === 'interview'),
      extraLabel: 'Entrevistadores',
      extraCounts: totalsByWeek(totals, (row) => row.interviewers),
    },
  ];
}

/** Screened out and over quota per weekday (the chart), and the week's totals with the unfinished ones. */
function problems(groups: readonly TWeekGroup[]): TProblems {
  const days = () => Array.from({ length: 7 }, () => 0);
  const screened = perWeek(days);
  const overQuota = perWeek(days);
  const overview = perWeek(() => ({ screenedOut: 0, overQuota: 0, partial: 0 }));
  for (const group of groups) {
    const week = weekOf(group.weeksAgo);
    if (!week) continue;
    if (group.status === 'screened_out') {
      add(screened[week], group.dow - 1, group.n);
      overview[week].screenedOut += group.n;
    } else if (group.status === 'over_quota') {
      add(overQuota[week], group.dow - 1, group.n);
      overview[week].overQuota += group.n;
    } else if (group.status === 'partial') overview[week].partial += group.n;
  }
  const series = perWeek(() => [] as TProblems['series']['this-week']);
  for (const week of INSIGHT_WEEKS)
    series[week] = [
      { name: 'Filtradas', type: 'column', data: screened[week] },
      { name: 'Cotas cheias', type: 'line', data: overQuota[week] },
    ];
  return { overview, series };
}

/** Completes per label, week by week, for the labels `labelOf` gives (in the order first met). */
function weeklyShares(
  groups: readonly TWeekGroup[],
  labelOf: (group: TWeekGroup) => string,
  labels: readonly string[] = [],
): TWeeklyShares {
  const complete = groups.filter((group) => group.status === 'complete');
  const all = [...new Set([...labels, ...complete.map(labelOf)])];
  const series = perWeek(() => all.map(() => 0));
  for (const group of complete) {
    const week = weekOf(group.weeksAgo);
    if (week) add(series[week], all.indexOf(labelOf(group)), group.n);
  }
  return { labels: all, series };
}

/** 'clinica_geral' → 'Clinica geral'; '' → 'Não informada'. */
function labelText(value: string): string {
  const text = value.replace(/_/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Não informada';
}

function shares(rows: readonly { label: string; n: number }[]): TShares {
  const shown = rows.slice(0, SLICES_MAX);
  const rest = rows.slice(SLICES_MAX).reduce((sum, row) => sum + row.n, 0);
  return {
    labels: [...shown.map((row) => labelText(row.label)), ...(rest > 0 ? ['Outras'] : [])],
    series: [...shown.map((row) => row.n), ...(rest > 0 ? [rest] : [])],
  };
}

function months(
  counts: readonly TMonthCount[],
  year: number,
): TAnalyticsWidgets['responsesOverview']['this-year'] {
  const of = (kind: TMonthCount['kind']) => {
    const data = Array.from({ length: 12 }, () => 0);
    for (const row of counts) if (row.kind === kind && row.year === year) data[row.month - 1] = row.n;
    return data;
  };
  return [
    { name: 'Completas', data: of('completed') },
    { name: 'Iniciadas', data: of('started') },
  ];
}

export function createInsightsService(db: Queryable) {
  const insights = createInsightsRepository(db);
  return {
    projects: () => insights.projects(PROJECTS_MAX),

    async projectWidgets(projectId: string | null): Promise<TProjectWidgets> {
      if (projectId && !(await insights.projectExists(projectId)))
        throw new AppError('NOT_FOUND', INSIGHT_MESSAGES.projectNotFound);
      const [groups, totals, dispatches, budget, respondents, weather] = await Promise.all([
        insights.weekGroups(projectId),
        insights.weekTotals(projectId, INSIGHT_WEEKS.length),
        insights.dispatches(projectId),
        insights.budget(),
        insights.panelRows(projectId, PANEL_ROWS),
        insights.weather(),
      ]);
      const withoutDay = ({ day: _day, ...dispatch }: (typeof dispatches)[number]) => dispatch;
      return {
        kpis: kpis(groups, totals),
        problems: problems(groups),
        preference: weeklyShares(
          groups,
          (group) => CHANNELS.find(([channel]) => channel === group.channel)?.[1] ?? '',
          CHANNELS.map(([, label]) => label),
        ),
        diseases: weeklyShares(groups, (group) => labelText(group.specialty)),
        dispatches: {
          today: dispatches.filter((dispatch) => dispatch.day === 0).map(withoutDay),
          tomorrow: dispatches.filter((dispatch) => dispatch.day === 1).map(withoutDay),
        },
        budget,
        respondents,
        weather,
      };
    },

    async analyticsWidgets(): Promise<TAnalyticsWidgets> {
      const [monthCounts, totals, people, regions, specialties, status] = await Promise.all([
        insights.monthCounts(),
        insights.weekTotals(null, 8),
        insights.completesPerPerson(),
        insights.panelBy('regiao'),
        insights.panelBy('especialidade'),
        insights.panelStatus(),
      ]);
      const thisYear = Number(YEAR.format(new Date()));
      const oldestFirst = [...totals].reverse();
      const sum = (pick: (row: TWeekTotals) => number) => totals.reduce((total, row) => total + pick(row), 0);
      return {
        responsesOverview: {
          'this-year': months(monthCounts, thisYear),
          'last-year': months(monthCounts, thisYear - 1),
        },
        completion: {
          started: sum((row) => row.started),
          completed: sum((row) => row.completed),
          weekly: oldestFirst.map((row) => row.completed),
        },
        invitations: {
          sent: sum((row) => row.sent),
          opened: sum((row) => row.opened),
          weekly: oldestFirst.map((row) => row.sent),
        },
        newVsReturning: { labels: ['Uma participação', 'Recorrentes'], series: [people.once, people.more] },
        regions: shares(regions),
        specialties: shares(specialties),
        panelStatus: {
          labels: ['Ativos', 'Sem consentimento', 'Descadastrados'],
          series: [status.active, status.noConsent, status.optedOut],
        },
      };
    },
  };
}
