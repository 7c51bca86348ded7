import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  INVITATION_STATUS_LABELS,
  RESPONSE_STATUS_LABELS,
  type TPanelParticipation,
  type TPanelRespondent,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PagedTableFooter } from '@/components/paged-table-footer';
import { getErrorMessage } from '@/lib/api-client';
import { usePanelHistory } from '../api/survey-users-api';
import { formatDateTime } from './panel-format';

const PAGE_SIZE = 10;

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

function ParticipationRow({ item }: { item: TPanelParticipation }) {
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {item.campaignName}
        </Typography>
        {item.isInterview && <Chip size="small" label="Entrevista" sx={{ mt: 0.5 }} />}
      </TableCell>
      <TableCell>
        {item.invitationStatus ? (
          <Dated label={INVITATION_STATUS_LABELS[item.invitationStatus]} at={item.invitedAt} />
        ) : (
          'Sem convite'
        )}
      </TableCell>
      <TableCell>
        {item.responseStatus ? (
          <Dated
            label={RESPONSE_STATUS_LABELS[item.responseStatus]}
            at={item.completedAt ?? item.startedAt}
          />
        ) : (
          'Não respondeu'
        )}
      </TableCell>
    </TableRow>
  );
}

/** The campaigns a respondent was invited to or answered, newest first. */
export function HistoryDialog({
  respondent,
  onClose,
}: {
  respondent: TPanelRespondent;
  onClose: () => void;
}) {
  const [page, setPage] = useState(0);
  const { data, error, isPending } = usePanelHistory(respondent.id, page + 1, PAGE_SIZE);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Histórico de participação — {respondent.name}</DialogTitle>
      <DialogContent>
        {isPending && <LoadingIndicator />}
        {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
        {data && data.total === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Nenhuma participação ainda: este respondente não foi convidado nem respondeu a pesquisas.
          </Typography>
        )}
        {data && data.total > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label="Participações">
                <TableHead>
                  <TableRow>
                    <TableCell>Campanha</TableCell>
                    <TableCell>Convite</TableCell>
                    <TableCell>Resposta</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((item) => (
                    <ParticipationRow key={`${item.invitationId}-${item.responseId}`} item={item} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PagedTableFooter total={data.total} page={page} onPageChange={setPage} pageSize={PAGE_SIZE} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
