import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { countOf, type TQuestionResult } from '@pesquisemais/shared';
import { Suspense } from 'react';
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
          <TableContainer>
            <Table size="small" aria-label={`Resultados de ${question.title}`}>
              <TableBody>
                {question.choices.map((c) => (
                  <TableRow key={c.value}>
                    <TableCell>{c.label}</TableCell>
                    <TableCell align="right">{formatNumber(c.count)}</TableCell>
                    <TableCell align="right">{`${formatDecimal(c.percent)}%`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {question.kind === 'numeric' && question.numeric && (
        <>
          <TableContainer>
            <Table size="small" aria-label={`Resumo de ${question.title}`}>
              <TableBody>
                {[
                  ['Média', question.numeric.mean],
                  ['Mediana', question.numeric.median],
                  ['Mínimo', question.numeric.min],
                  ['Máximo', question.numeric.max],
                  ['Soma', question.numeric.sum],
                ].map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell>{label}</TableCell>
                    <TableCell align="right">{formatDecimal(Number(value))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
