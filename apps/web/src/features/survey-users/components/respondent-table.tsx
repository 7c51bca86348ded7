import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { countOf, type TPanelRespondent } from '@pesquisemais/shared';
import { attributeLabel, sortedAttributes } from './panel-format';

const SHOWN_ATTRIBUTES = 3;

type TRespondentTableProps = {
  items: TPanelRespondent[];
  onEdit: (respondent: TPanelRespondent) => void;
  onHistory: (respondent: TPanelRespondent) => void;
};

function Attributes({ attributes }: { attributes: Record<string, unknown> }) {
  const entries = sortedAttributes(attributes);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {entries.slice(0, SHOWN_ATTRIBUTES).map(([key, value]) => (
        <Chip key={key} size="small" variant="outlined" label={`${attributeLabel(key)}: ${value}`} />
      ))}
      {entries.length > SHOWN_ATTRIBUTES && (
        <Tooltip
          title={entries
            .slice(SHOWN_ATTRIBUTES)
            .map(([key, value]) => `${attributeLabel(key)}: ${value}`)
            .join(' · ')}
        >
          <Chip size="small" label={`+${entries.length - SHOWN_ATTRIBUTES}`} />
        </Tooltip>
      )}
    </Stack>
  );
}

/** The panel's table: who, attributes, flags and participation counts, with edit and history actions. */
export function RespondentTable({ items, onEdit, onHistory }: TRespondentTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Respondentes" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>Respondente</TableCell>
            <TableCell>Telefone</TableCell>
            <TableCell>Atributos</TableCell>
            <TableCell>Consentimento</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Participação</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((respondent) => (
            <TableRow key={respondent.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {respondent.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {respondent.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{respondent.phone || '—'}</TableCell>
              <TableCell>
                <Attributes attributes={respondent.attributes} />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={respondent.consent ? 'Sim' : 'Não'}
                  color={respondent.consent ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={respondent.optedOut ? 'Descadastrado' : 'Ativo'}
                  color={respondent.optedOut ? 'warning' : 'default'}
                  variant={respondent.optedOut ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">
                  {countOf(respondent.invitationCount, 'convite', 'convites')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {countOf(respondent.completeCount, 'completa', 'completas')}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={`Editar ${respondent.name}`}
                  onClick={() => onEdit(respondent)}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Histórico de ${respondent.name}`}
                  onClick={() => onHistory(respondent)}
                >
                  <HistoryIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
