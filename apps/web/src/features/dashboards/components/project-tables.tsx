import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  BUSINESS_TIME_ZONE,
  type TBudgetRow,
  type TDispatch,
  type TPanelRow,
  type TProjectWidgets,
} from '@pesquisemais/shared';
import { useId, useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { formatNumber, formatPercent } from './format';
import { Panel } from './live-panels';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

const DISPATCH_STATUS: Record<TDispatch['status'], string> = {
  scheduled: 'Agendado',
  running: 'Enviando',
  paused: 'Pausado',
  done: 'Concluído',
};
const DAYS = [
  ['today', 'Hoje', 'Nenhum envio programado para hoje.'],
  ['tomorrow', 'Amanhã', 'Nenhum envio programado para amanhã.'],
] as const;

/** Mailing jobs scheduled for today and tomorrow (the firm's clock), in two tabs. */
export function DispatchesPanel({ dispatches }: { dispatches: TProjectWidgets['dispatches'] }) {
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  const id = useId();
  const shown = dispatches[day];
  return (
    <Panel title="Envios de questionário programados">
      <Tabs value={day} onChange={(_event, value: 'today' | 'tomorrow') => setDay(value)} aria-label="Dia">
        {DAYS.map(([value, label]) => (
          <Tab
            key={value}
            value={value}
            label={`${label} (${dispatches[value].length})`}
            id={`${id}-${value}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${day}`}>
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {DAYS.find(([value]) => value === day)?.[2]}
          </Typography>
        ) : (
          <List dense>
            {shown.map((dispatch) => (
              <ListItem key={dispatch.id} divider>
                <ListItemText
                  primary={`${time.format(new Date(dispatch.at))} · ${dispatch.template}`}
                  secondary={`${dispatch.campaign} · ${formatNumber(dispatch.recipients)} destinatários · ${DISPATCH_STATUS[dispatch.status]}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Panel>
  );
}

const usage = (row: TBudgetRow) => (row.budget > 0 ? row.spent / row.budget : null);
const BUDGET_COLUMNS: TDataTableColumn<TBudgetRow>[] = [
  { id: 'category', header: 'Categoria', cell: (row) => row.category },
  { id: 'budget', header: 'Orçamento', align: 'right', cell: (row) => money.format(row.budget) },
  { id: 'spent', header: 'Investido', align: 'right', cell: (row) => money.format(row.spent) },
  { id: 'left', header: 'Saldo', align: 'right', cell: (row) => money.format(row.budget - row.spent) },
  { id: 'usage', header: 'Uso', align: 'right', cell: (row) => formatPercent(usage(row)) },
];

/** The year's investments against the budget, line by line, with the totals. */
export function BudgetPanel({ rows }: { rows: TBudgetRow[] }) {
  const total = rows.reduce(
    (sum, row) => ({ category: 'Total', budget: sum.budget + row.budget, spent: sum.spent + row.spent }),
    { category: 'Total', budget: 0, spent: 0 },
  );
  return (
    <Panel title="Investimentos e orçamento">
      <DataTable
        ariaLabel="Investimentos e orçamento"
        columns={BUDGET_COLUMNS}
        rows={rows}
        getRowId={(row) => row.category}
      />
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="budget-total">
        {`Total investido: ${money.format(total.spent)} de ${money.format(total.budget)} (${formatPercent(usage(total))})`}
      </Typography>
    </Panel>
  );
}

const PANEL_STATUS: Record<TPanelRow['status'], string> = {
  active: 'Ativo',
  'no-consent': 'Sem consentimento',
  'opted-out': 'Descadastrado',
};
const RESPONDENT_COLUMNS: TDataTableColumn<TPanelRow>[] = [
  { id: 'name', header: 'Nome', cell: (row) => row.name },
  { id: 'specialty', header: 'Especialidade', cell: (row) => row.specialty || '—' },
  { id: 'uf', header: 'UF', cell: (row) => row.uf || '—' },
  { id: 'invitations', header: 'Convites', align: 'right', cell: (row) => formatNumber(row.invitations) },
  { id: 'completes', header: 'Completas', align: 'right', cell: (row) => formatNumber(row.completes) },
  { id: 'status', header: 'Situação', cell: (row) => PANEL_STATUS[row.status] },
  { id: 'joined', header: 'No painel desde', cell: (row) => date.format(new Date(row.joinedAt)) },
];

/** The newest panel members (those invited to the chosen project) and how they took part. */
export function RespondentsPanel({ rows }: { rows: TPanelRow[] }) {
  return (
    <Panel title="Respondentes">
      <DataTable
        ariaLabel="Respondentes"
        columns={RESPONDENT_COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
      />
      {rows.length === 0 && <Typography color="text.secondary">Nenhum respondente convidado.</Typography>}
    </Panel>
  );
}
