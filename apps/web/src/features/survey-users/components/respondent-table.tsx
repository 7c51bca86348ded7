import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { countOf, PANEL_FILTER_FIELDS, type TPanelRespondent } from '@pesquisemais/shared';
import {
  DataTable,
  type TDataTableColumn,
  type TDataTablePaging,
  type TServerFilter,
} from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { attributeLabel, sortedAttributes } from './panel-format';

const SHOWN_ATTRIBUTES = 3;

type TRespondentTableProps = {
  items: TPanelRespondent[] | undefined;
  isLoading: boolean;
  error: unknown;
  filter: TServerFilter;
  paging: TDataTablePaging;
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

export const RESPONDENT_TABLE_FILTERS = filterFieldsOf(PANEL_FILTER_FIELDS, {
  respondent: 'Respondente',
  phone: 'Telefone',
  invitations: 'Convites',
  completes: 'Completas',
});

const COLUMNS: TDataTableColumn<TPanelRespondent>[] = [
  {
    id: 'respondent',
    header: 'Respondente',
    cell: (respondent) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {respondent.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {respondent.email}
        </Typography>
      </>
    ),
  },
  {
    id: 'phone',
    header: 'Telefone',
    cell: (respondent) => respondent.phone || '—',
    cellSx: { whiteSpace: 'nowrap' },
  },
  {
    id: 'attributes',
    header: 'Atributos',
    cell: (respondent) => <Attributes attributes={respondent.attributes} />,
  },
  {
    id: 'consent',
    header: 'Consentimento',
    cell: (respondent) => (
      <Chip
        size="small"
        label={respondent.consent ? 'Sim' : 'Não'}
        color={respondent.consent ? 'success' : 'default'}
      />
    ),
  },
  {
    id: 'optedOut',
    header: 'Situação',
    cell: (respondent) => (
      <Chip
        size="small"
        label={respondent.optedOut ? 'Descadastrado' : 'Ativo'}
        color={respondent.optedOut ? 'warning' : 'default'}
        variant={respondent.optedOut ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    id: 'participation',
    header: 'Participação',
    cellSx: { whiteSpace: 'nowrap' },
    cell: (respondent) => (
      <>
        <Typography variant="body2">{countOf(respondent.invitationCount, 'convite', 'convites')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {countOf(respondent.completeCount, 'completa', 'completas')}
        </Typography>
      </>
    ),
  },
];

/** The panel's table: who, attributes, flags and participation counts, with edit and history actions. */
export function RespondentTable({ items, onEdit, onHistory, ...table }: TRespondentTableProps) {
  return (
    <DataTable
      ariaLabel="Respondentes"
      columns={COLUMNS}
      rows={items}
      getRowId={(respondent) => respondent.id}
      minWidth={900}
      emptyText="Nenhum respondente encontrado."
      {...table}
      rowActions={(respondent) => (
        <>
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
        </>
      )}
    />
  );
}
