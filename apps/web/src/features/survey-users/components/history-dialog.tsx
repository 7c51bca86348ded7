import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  INVITATION_STATUS_LABELS,
  PANEL_HISTORY_FILTER_FIELDS,
  RESPONSE_STATUS_LABELS,
  type TPanelParticipation,
  type TPanelRespondent,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { usePanelHistory } from '../api/survey-users-api';
import { formatDateTime } from './panel-format';

const PAGE_SIZE = 10;

const FILTER_FIELDS = filterFieldsOf(PANEL_HISTORY_FILTER_FIELDS, {
  campaign: 'Campanha',
  invitedAt: 'Data do convite',
  answeredAt: 'Data da resposta',
});

function Dated({ label, at }: { label: string; at: string | null }) {
  return (
    <>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(at)}
      </Typography>
    </>
  );
}

const COLUMNS: TDataTableColumn<TPanelParticipation>[] = [
  {
    id: 'campaign',
    header: 'Campanha',
    cell: (item) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {item.campaignName}
        </Typography>
        {item.isInterview && <Chip size="small" label="Entrevista" sx={{ mt: 0.5 }} />}
      </>
    ),
  },
  {
    id: 'invitation',
    header: 'Convite',
    cell: (item) =>
      item.invitationStatus ? (
        <Dated label={INVITATION_STATUS_LABELS[item.invitationStatus]} at={item.invitedAt} />
      ) : (
        'Sem convite'
      ),
  },
  {
    id: 'response',
    header: 'Resposta',
    cell: (item) =>
      item.responseStatus ? (
        <Dated label={RESPONSE_STATUS_LABELS[item.responseStatus]} at={item.completedAt ?? item.startedAt} />
      ) : (
        'Não respondeu'
      ),
  },
];

/** The campaigns a respondent was invited to or answered, newest first. */
export function HistoryDialog({
  respondent,
  onClose,
}: {
  respondent: TPanelRespondent;
  onClose: () => void;
}) {
  const [page, setPage] = useState(0);
  const { filter, query } = useServerFilter(FILTER_FIELDS, () => setPage(0));
  const { data, error, isPending } = usePanelHistory(respondent.id, {
    page: page + 1,
    pageSize: PAGE_SIZE,
    ...query,
  });
  // With a filter typed, an empty page is "no match" (the table says so), not "never took part".
  const isFiltered = filter.value.value.trim() !== '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Histórico de participação — {respondent.name}</DialogTitle>
      <DialogContent>
        {respondent.optedOut && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {`Descadastrado em ${formatDateTime(respondent.optedOutAt)}`}
            {respondent.optedOutSource ? ` — origem: ${respondent.optedOutSource}.` : '.'}
            {' Não recebe convites nem lembretes.'}
          </Alert>
        )}
        {isPending && <LoadingIndicator />}
        {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
        {data && data.total === 0 && !isFiltered && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Nenhuma participação ainda: este respondente não foi convidado nem respondeu a pesquisas.
          </Typography>
        )}
        {data && (data.total > 0 || isFiltered) && (
          <DataTable
            ariaLabel="Participações"
            columns={COLUMNS}
            rows={data.items}
            getRowId={(item) => `${item.invitationId}-${item.responseId}`}
            filter={filter}
            paging={{ total: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
