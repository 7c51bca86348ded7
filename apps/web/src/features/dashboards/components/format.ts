const number = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export const formatNumber = (value: number) => number.format(value);
export const formatDecimal = (value: number) => decimal.format(value);
export const formatPercent = (ratio: number | null) => (ratio === null ? '—' : percent.format(ratio));

/** Chart labels: the value, or thousands followed by k (12000 → '12k', 1500 → '1,5k'). */
export function chartLabel(value: number): string {
  if (Math.abs(value) < 1000) return decimal.format(value);
  return `${decimal.format(Math.round(value / 100) / 10)}k`;
}

/** 754 → '12min 34s'; null → '—'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (h > 0) return `${h}h ${m}min`;
  if (m > 0) return `${m}min ${s}s`;
  return `${s}s`;
}
