import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TDashCounter } from '@pesquisemais/shared';
import { Suspense, useId, useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ApexChart } from './apex-chart';
import { chartLabel, formatNumber } from './format';

const Chart = ApexChart;
const HOUR = 3_600_000;

const HOUR_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const HOUR_COLUMNS: TDataTableColumn<[number, number]>[] = [
  { id: 'hour', header: 'Hora', cell: ([time]) => HOUR_FORMAT.format(time) },
  { id: 'completes', header: 'Completas', align: 'right', cell: ([, n]) => formatNumber(n) },
];

/** Completes per hour over the chosen week (ApexCharts, loaded only here). */
export function HourChart({ counters, from, to }: { counters: TDashCounter[]; from: string; to: string }) {
  const start = new Date(from).getTime();
  const end = new Date(to).getTime();
  const byHour = new Map(counters.filter((c) => c.metric === 'hour').map((c) => [c.k1, c.n]));
  const data: [number, number][] = [];
  for (let t = start; t < end; t += HOUR)
    data.push([t, byHour.get(new Date(t).toISOString().slice(0, 13)) ?? 0]);
  return (
    <>
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
      <HourTable data={data} />
    </>
  );
}

/** The chart's text alternative (WCAG 1.1.1): the hours that had completes, as a table, on request. */
export function HourTable({ data }: { data: [number, number][] }) {
  const [isOpen, setIsOpen] = useState(false);
  const tableId = useId();
  const rows = data.filter(([, n]) => n > 0);
  return (
    <>
      <Button size="small" aria-expanded={isOpen} aria-controls={tableId} onClick={() => setIsOpen(!isOpen)}>
        {isOpen ? 'Ocultar tabela' : 'Mostrar como tabela'}
      </Button>
      <div id={tableId} hidden={!isOpen}>
        {isOpen && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Sem respostas no período
          </Typography>
        )}
        {isOpen && rows.length > 0 && (
          <DataTable
            ariaLabel="Completas por hora"
            columns={HOUR_COLUMNS}
            rows={rows}
            getRowId={([time]) => String(time)}
          />
        )}
      </div>
    </>
  );
}
