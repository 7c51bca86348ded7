import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useInterviewers } from '../api/dashboards-api';
import { formatDuration, formatNumber } from './format';
import { Panel } from './live-panels';

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
            <TableContainer>
              <Table size="small" aria-label="Entrevistadores">
                <TableHead>
                  <TableRow>
                    <TableCell>Entrevistador</TableCell>
                    <TableCell align="right">Entrevistas</TableCell>
                    <TableCell align="right">Completas</TableCell>
                    <TableCell align="right">Filtradas</TableCell>
                    <TableCell align="right">Duração mediana</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.interviewers.map((row) => (
                    <TableRow key={row.interviewerId}>
                      <TableCell>{row.name}</TableCell>
                      <TableCell align="right">{formatNumber(row.interviews)}</TableCell>
                      <TableCell align="right">{formatNumber(row.completes)}</TableCell>
                      <TableCell align="right">{formatNumber(row.screenedOut)}</TableCell>
                      <TableCell align="right">{formatDuration(row.medianDurationSeconds)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.interviewers.length === 0 && (
              <Typography color="text.secondary">Nenhuma entrevista registrada.</Typography>
            )}
          </Panel>
          <Panel title="Por dia">
            <TableContainer>
              <Table size="small" aria-label="Entrevistas por dia">
                <TableHead>
                  <TableRow>
                    <TableCell>Dia</TableCell>
                    <TableCell>Entrevistador</TableCell>
                    <TableCell align="right">Entrevistas</TableCell>
                    <TableCell align="right">Completas</TableCell>
                    <TableCell align="right">Filtradas</TableCell>
                    <TableCell align="right">Duração média</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.days.map((row) => (
                    <TableRow key={`${row.interviewerId}-${row.day}`}>
                      <TableCell>{row.day.split('-').reverse().join('/')}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell align="right">{formatNumber(row.interviews)}</TableCell>
                      <TableCell align="right">{formatNumber(row.completes)}</TableCell>
                      <TableCell align="right">{formatNumber(row.screenedOut)}</TableCell>
                      <TableCell align="right">
                        {formatDuration(row.completes > 0 ? row.totalDurationSeconds / row.completes : null)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Panel>
        </>
      )}
    </Box>
  );
}
