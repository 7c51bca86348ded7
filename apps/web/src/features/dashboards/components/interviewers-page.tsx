import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TInterviewers } from '@pesquisemais/shared';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useInterviewers } from '../api/dashboards-api';
import { formatDuration, formatNumber } from './format';
import { Panel } from './live-panels';

type TInterviewerRow = TInterviewers['interviewers'][number];
type TDayRow = TInterviewers['days'][number];

/** A right-aligned count, sortable and filterable as a number. */
function countColumn<T>(id: string, header: string, read: (row: T) => number): TDataTableColumn<T> {
  return {
    id,
    header,
    align: 'right',
    type: 'number',
    value: read,
    cell: (row) => formatNumber(read(row)),
    isFilterable: true,
    isSortable: true,
  };
}

function textColumn<T>(id: string, header: string, read: (row: T) => string): TDataTableColumn<T> {
  return { id, header, cell: read, value: read, isFilterable: true, isSortable: true };
}

const INTERVIEWER_COLUMNS: TDataTableColumn<TInterviewerRow>[] = [
  textColumn('name', 'Entrevistador', (row) => row.name),
  countColumn('interviews', 'Entrevistas', (row) => row.interviews),
  countColumn('completes', 'Completas', (row) => row.completes),
  countColumn('screenedOut', 'Filtradas', (row) => row.screenedOut),
  {
    id: 'median',
    header: 'Duração mediana',
    align: 'right',
    type: 'number',
    value: (row) => row.medianDurationSeconds,
    cell: (row) => formatDuration(row.medianDurationSeconds),
    isSortable: true,
  },
];

const averageSeconds = (row: TDayRow) =>
  row.completes > 0 ? row.totalDurationSeconds / row.completes : null;

const DAY_COLUMNS: TDataTableColumn<TDayRow>[] = [
  textColumn('day', 'Dia', (row) => row.day.split('-').reverse().join('/')),
  textColumn('name', 'Entrevistador', (row) => row.name),
  countColumn('interviews', 'Entrevistas', (row) => row.interviews),
  countColumn('completes', 'Completas', (row) => row.completes),
  countColumn('screenedOut', 'Filtradas', (row) => row.screenedOut),
  {
    id: 'average',
    header: 'Duração média',
    align: 'right',
    type: 'number',
    value: averageSeconds,
    cell: (row) => formatDuration(averageSeconds(row)),
    isSortable: true,
  },
];

/** /apps/dashboards-users — interviewers' productivity per day (interview group). */
export default function InterviewersPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, error, isPending } = useInterviewers(from || undefined, to || undefined);
  const date = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Produtividade dos entrevistadores
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {date('De', from, setFrom)}
        {date('Até', to, setTo)}
      </Box>
      {isPending && <LoadingIndicator />}
      {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
      {data && (
        <>
          <Panel title="Entrevistadores">
            <DataTable
              ariaLabel="Entrevistadores"
              columns={INTERVIEWER_COLUMNS}
              rows={data.interviewers}
              getRowId={(row) => row.interviewerId}
              filter="client"
            />
            {data.interviewers.length === 0 && (
              <Typography color="text.secondary">Nenhuma entrevista registrada.</Typography>
            )}
          </Panel>
          <Panel title="Por dia">
            <DataTable
              ariaLabel="Entrevistas por dia"
              columns={DAY_COLUMNS}
              rows={data.days}
              getRowId={(row) => `${row.interviewerId}-${row.day}`}
              filter="client"
            />
          </Panel>
        </>
      )}
    </Box>
  );
}
