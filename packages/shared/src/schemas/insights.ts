import { z } from 'zod';

/**
 * The analytics and project dashboards of spec point 2 (/apps/dashboards/analytics and /project), fed by the
 * product's own data: responses, invitations, mailing jobs and the panel; the budget and the field cities'
 * weather are the firm's own tables. Chart ranges of spec point 9: this week, last week, 2 weeks ago.
 */
export const INSIGHT_WEEKS = ['this-week', 'last-week', 'two-weeks-ago'] as const;
export const ZInsightWeek = z.enum(INSIGHT_WEEKS);
export type TInsightWeek = z.infer<typeof ZInsightWeek>;
export const INSIGHT_WEEK_LABELS: Record<TInsightWeek, string> = {
  'this-week': 'Esta semana',
  'last-week': 'Semana passada',
  'two-weeks-ago': 'Há 2 semanas',
};
/** Days of a chart week (Monday first, as the weeks are counted in America/Sao_Paulo). */
export const INSIGHT_WEEKDAYS = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'] as const;

const zCount = z.number().int().min(0);
const ZWeekCounts = z.object({ 'this-week': zCount, 'last-week': zCount, 'two-weeks-ago': zCount });
export type TWeekCounts = z.infer<typeof ZWeekCounts>;
const weekly = <T extends z.ZodType>(value: T) =>
  z.object({ 'this-week': value, 'last-week': value, 'two-weeks-ago': value });

export const ZProjectQuery = z.object({
  projectId: z.uuid('Projeto inválido: escolha um da lista.').optional(),
});
export const ZProject = z.object({ id: z.uuid(), name: z.string() });
export const ZProjects = z.array(ZProject);
export type TProject = z.infer<typeof ZProject>;

export const ZKpi = z.object({
  id: z.enum(['completes', 'invitations', 'screened', 'interviews']),
  title: z.string(),
  counts: ZWeekCounts,
  extraLabel: z.string(),
  extraCounts: ZWeekCounts,
});
export type TKpi = z.infer<typeof ZKpi>;

const ZDaySeries = z.object({
  name: z.string(),
  type: z.enum(['line', 'column']),
  data: z.array(zCount).length(7),
});
export const ZProblems = z.object({
  overview: weekly(z.object({ screenedOut: zCount, overQuota: zCount, partial: zCount })),
  series: weekly(z.array(ZDaySeries)),
});
export type TProblems = z.infer<typeof ZProblems>;

/** A donut or radar: labels and, per week, one value per label. */
const ZWeeklyShares = z.object({ labels: z.array(z.string()), series: weekly(z.array(zCount)) });
export type TWeeklyShares = z.infer<typeof ZWeeklyShares>;

export const ZDispatch = z.object({
  id: z.uuid(),
  template: z.string(),
  campaign: z.string(),
  at: z.string(),
  recipients: zCount,
  status: z.enum(['scheduled', 'running', 'paused', 'done']),
});
export type TDispatch = z.infer<typeof ZDispatch>;

export const ZBudgetRow = z.object({
  category: z.string(),
  budget: z.number(),
  spent: z.number(),
});
export type TBudgetRow = z.infer<typeof ZBudgetRow>;

export const ZPanelRow = z.object({
  id: z.uuid(),
  name: z.string(),
  specialty: z.string(),
  uf: z.string(),
  invitations: zCount,
  completes: zCount,
  status: z.enum(['active', 'no-consent', 'opted-out']),
  joinedAt: z.string(),
});
export type TPanelRow = z.infer<typeof ZPanelRow>;

export const WEATHER_CONDITIONS = {
  sun: 'Ensolarado',
  clouds: 'Parcialmente nublado',
  rain: 'Chuva',
  storm: 'Tempestade',
} as const;
export const ZWeatherCondition = z.enum(['sun', 'clouds', 'rain', 'storm']);
export const ZWeatherCity = z.object({
  city: z.string(),
  uf: z.string(),
  condition: ZWeatherCondition,
  temperature: z.number(),
  humidity: z.number().int(),
  windKmh: z.number().int(),
  /** The next days, tomorrow first. */
  forecast: z.array(z.object({ condition: ZWeatherCondition, min: z.number(), max: z.number() })),
  updatedAt: z.string(),
});
export type TWeatherCity = z.infer<typeof ZWeatherCity>;

export const ZProjectWidgets = z.object({
  kpis: z.array(ZKpi),
  problems: ZProblems,
  preference: ZWeeklyShares,
  diseases: ZWeeklyShares,
  dispatches: z.object({ today: z.array(ZDispatch), tomorrow: z.array(ZDispatch) }),
  budget: z.array(ZBudgetRow),
  respondents: z.array(ZPanelRow),
  weather: z.array(ZWeatherCity),
});
export type TProjectWidgets = z.infer<typeof ZProjectWidgets>;

export const INSIGHT_YEARS = ['this-year', 'last-year'] as const;
export const INSIGHT_YEAR_LABELS: Record<(typeof INSIGHT_YEARS)[number], string> = {
  'this-year': 'Este ano',
  'last-year': 'Ano passado',
};
const ZMonthSeries = z.array(z.object({ name: z.string(), data: z.array(zCount).length(12) }));
const ZShares = z.object({ labels: z.array(z.string()), series: z.array(zCount) });
export type TShares = z.infer<typeof ZShares>;
/** Eight weeks, the oldest first, ending with the current one. */
const ZEightWeeks = z.array(zCount).length(8);

export const ZAnalyticsWidgets = z.object({
  responsesOverview: z.object({ 'this-year': ZMonthSeries, 'last-year': ZMonthSeries }),
  completion: z.object({ started: zCount, completed: zCount, weekly: ZEightWeeks }),
  invitations: z.object({ sent: zCount, opened: zCount, weekly: ZEightWeeks }),
  newVsReturning: ZShares,
  regions: ZShares,
  specialties: ZShares,
  panelStatus: ZShares,
});
export type TAnalyticsWidgets = z.infer<typeof ZAnalyticsWidgets>;
