import type { TDashCounter } from '@pesquisemais/shared';
import { Suspense } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ApexChart } from './apex-chart';
import { chartLabel } from './format';

const Chart = ApexChart;
const HOUR = 3_600_000;

/** Completes per hour over the chosen week (ApexCharts, loaded only here). */
export function HourChart({ counters, from, to }: { counters: TDashCounter[]; from: string; to: string }) {
  const start = new Date(from).getTime();
  const end = new Date(to).getTime();
  const byHour = new Map(counters.filter((c) => c.metric === 'hour').map((c) => [c.k1, c.n]));
  const data: [number, number][] = [];
  for (let t = start; t < end; t += HOUR)
    data.push([t, byHour.get(new Date(t).toISOString().slice(0, 13)) ?? 0]);
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Chart
        type="area"
        height={260}
        series={[{ name: 'Completas', data }]}
        options={{
          chart: { id: 'completes-per-hour', toolbar: { show: false }, animations: { enabled: false } },
          dataLabels: { enabled: false },
          stroke: { width: 2, curve: 'smooth' },
          xaxis: { type: 'datetime', labels: { datetimeUTC: false } },
          yaxis: { labels: { formatter: (value: number) => chartLabel(value) } },
          tooltip: { x: { format: 'dd/MM HH:mm' } },
          noData: { text: 'Sem respostas no período' },
        }}
      />
    </Suspense>
  );
}
