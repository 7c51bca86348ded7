import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ApexOptions } from 'apexcharts';
import { Suspense } from 'react';
import type { Props } from 'react-apexcharts';
import { LoadingIndicator } from '@/components/loading-indicator';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';
import { ApexChart } from './apex-chart';
import { chartLabel } from './format';

/** The numbers a chart draws, as a table for screen readers (WCAG 1.1.1): a header row, then the rows. */
export type TChartTable = { caption: string; head: string[]; rows: (string | number)[][] };

type TProps = {
  type: NonNullable<Props['type']>;
  series: Props['series'];
  options?: ApexOptions;
  height?: number;
  table: TChartTable;
  testId?: string;
};

/**
 * An ApexCharts chart (loaded on first use) in the theme's colours and font, with its values labelled like
 * '12k', no toolbar or animation, and its data as a visually hidden table.
 */
export function InsightChart({ type, series, options = {}, height = 260, table, testId }: TProps) {
  const theme = useTheme();
  const isRound = type === 'donut' || type === 'pie' || type === 'polarArea' || type === 'radialBar';
  // Counts: under 5 the axis would read 0,2 0,4 ...; one tick per unit instead.
  const top = Math.max(
    0,
    ...(series ?? []).flatMap((entry) => (typeof entry === 'number' ? [entry] : numbersOf(entry))),
  );
  const merged: ApexOptions = {
    ...options,
    chart: {
      toolbar: { show: false },
      animations: { enabled: false },
      foreColor: theme.palette.text.secondary,
      fontFamily: 'inherit',
      background: 'transparent',
      ...options.chart,
    },
    theme: { mode: theme.palette.mode },
    dataLabels: { enabled: false, ...options.dataLabels },
    legend: { position: 'bottom', ...options.legend },
    ...(isRound
      ? {}
      : {
          yaxis: {
            min: 0,
            ...(top < 5 ? { max: Math.max(1, top), tickAmount: Math.max(1, top) } : {}),
            labels: { formatter: (value: number) => chartLabel(value) },
          },
        }),
    tooltip: { y: { formatter: (value: number) => chartLabel(value) }, ...options.tooltip },
  };
  return (
    <Box data-testid={testId}>
      <Suspense fallback={<LoadingIndicator />}>
        <ApexChart type={type} height={height} series={series} options={merged} />
      </Suspense>
      <Box component="table" sx={VISUALLY_HIDDEN}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index}>{typeof cell === 'number' ? chartLabel(cell) : cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

const numbersOf = (entry: unknown): number[] => {
  const data = (entry as { data?: unknown }).data;
  return Array.isArray(data) ? data.filter((value): value is number => typeof value === 'number') : [];
};

/** A table of labels and one value each (a donut, a radar). */
export const sharesTable = (caption: string, head: [string, string], labels: string[], values: number[]) => ({
  caption,
  head,
  rows: labels.map((label, index) => [label, values[index] ?? 0]),
});

/** A table of categories (rows) by series (columns): a line, area or column chart. */
export const seriesTable = (
  caption: string,
  first: string,
  categories: readonly string[],
  series: readonly { name: string; data: number[] }[],
): TChartTable => ({
  caption,
  head: [first, ...series.map((entry) => entry.name)],
  rows: categories.map((category, index) => [category, ...series.map((entry) => entry.data[index] ?? 0)]),
});
