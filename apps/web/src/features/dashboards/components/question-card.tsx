import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { countOf, type TQuestionResult } from '@pesquisemais/shared';
import { Suspense } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ApexChart } from './apex-chart';
import { chartLabel, formatDecimal, formatNumber } from './format';
import { Panel } from './live-panels';

const Chart = ApexChart;

function Bars({ labels, values, name }: { labels: string[]; values: number[]; name: string }) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Chart
        type="bar"
        height={Math.max(140, labels.length * 34 + 60)}
        series={[{ name, data: values }]}
        options={{
          chart: { toolbar: { show: false }, animations: { enabled: false } },
          plotOptions: { bar: { horizontal: true, borderRadius: 3 } },
          xaxis: { categories: labels, labels: { formatter: (value: string) => chartLabel(Number(value)) } },
          dataLabels: { enabled: true, formatter: (value: number) => chartLabel(value) },
        }}
      />
    </Suspense>
  );
}

const CHOICE_COLUMNS: TDataTableColumn<TQuestionResult['choices'][number]>[] = [
  { id: 'label', header: 'Opção', cell: (choice) => choice.label },
  { id: 'count', header: 'Respostas', align: 'right', cell: (choice) => formatNumber(choice.count) },
  {
    id: 'percent',
    header: 'Percentual',
    align: 'right',
    cell: (choice) => `${formatDecimal(choice.percent)}%`,
  },
];

const SUMMARY_COLUMNS: TDataTableColumn<[string, number]>[] = [
  { id: 'label', header: 'Medida', cell: ([label]) => label },
  { id: 'value', header: 'Valor', align: 'right', cell: ([, value]) => formatDecimal(Number(value)) },
];

/** One question's results: a bar chart of its choices, a numeric summary or its most used words. */
export function QuestionCard({ question }: { question: TQuestionResult }) {
  return (
    <Panel title={question.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {countOf(question.answered, 'resposta', 'respostas')}
      </Typography>
      {question.kind === 'closed' && (
        <>
          <Bars
            name="Respostas"
            labels={question.choices.map((c) => c.label)}
            values={question.choices.map((c) => c.count)}
          />
          <DataTable
            ariaLabel={`Resultados de ${question.title}`}
            columns={CHOICE_COLUMNS}
            rows={question.choices}
            getRowId={(choice) => choice.value}
            hideHeader
          />
        </>
      )}
      {question.kind === 'numeric' && question.numeric && (
        <>
          <DataTable
            ariaLabel={`Resumo de ${question.title}`}
            columns={SUMMARY_COLUMNS}
            rows={[
              ['Média', question.numeric.mean],
              ['Mediana', question.numeric.median],
              ['Mínimo', question.numeric.min],
              ['Máximo', question.numeric.max],
              ['Soma', question.numeric.sum],
            ]}
            getRowId={([label]) => String(label)}
            hideHeader
          />
          <Bars
            name="Respostas"
            labels={question.numeric.histogram.map((h) => `${formatDecimal(h.from)}–${formatDecimal(h.to)}`)}
            values={question.numeric.histogram.map((h) => h.count)}
          />
        </>
      )}
      {question.kind === 'open' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {question.words.length === 0 && (
            <Typography color="text.secondary">Nenhuma palavra ainda.</Typography>
          )}
          {question.words.map((w) => (
            <Chip key={w.word} label={`${w.word} (${formatNumber(w.count)})`} variant="outlined" />
          ))}
        </Box>
      )}
    </Panel>
  );
}
