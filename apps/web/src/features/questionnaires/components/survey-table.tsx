import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { SURVEY_FILTER_FIELDS, SURVEY_STATUS_LABELS, type TSurveySummary } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { Link as RouterLink } from 'react-router';
import {
  DataTable,
  type TDataTableColumn,
  type TDataTablePaging,
  type TServerFilter,
} from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';

export const SURVEY_TABLE_FILTERS = filterFieldsOf(SURVEY_FILTER_FIELDS, {
  title: 'Título',
  category: 'Categoria',
  updatedAt: 'Atualizado em',
});

const COLUMNS: TDataTableColumn<TSurveySummary>[] = [
  {
    id: 'title',
    header: 'Título',
    cell: (survey) => (
      <Link component={RouterLink} to={`/apps/coleta/questionarios/${survey.id}/${survey.handle}`}>
        {survey.title}
      </Link>
    ),
  },
  { id: 'category', header: 'Categoria', cell: (survey) => survey.category || '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (survey) => (
      <>
        <Chip size="small" label={SURVEY_STATUS_LABELS[survey.status]} />
        {survey.publishedVersion !== null && ` v${survey.publishedVersion}`}
        {survey.hasDraftChanges && survey.publishedVersion !== null && ' (alterações em rascunho)'}
      </>
    ),
  },
  { id: 'questions', header: 'Perguntas', align: 'right', cell: (survey) => survey.questionCount },
  {
    id: 'updatedAt',
    header: 'Atualizado em',
    cell: (survey) => format(new Date(survey.updatedAt), 'dd/MM/yyyy HH:mm', { locale: ptBR }),
  },
];

type TSurveyTableProps = {
  items: TSurveySummary[] | undefined;
  isLoading: boolean;
  error: unknown;
  filter: TServerFilter;
  paging: TDataTablePaging;
  onDuplicate: (survey: TSurveySummary) => void;
  onArchive: (survey: TSurveySummary) => void;
};

export function SurveyTable({ items, onDuplicate, onArchive, ...table }: TSurveyTableProps) {
  return (
    <DataTable
      ariaLabel="Questionários"
      columns={COLUMNS}
      rows={items}
      getRowId={(survey) => survey.id}
      emptyText="Nenhum questionário encontrado."
      {...table}
      rowActions={(survey) => (
        <>
          <Tooltip title="Editar">
            <IconButton
              component={RouterLink}
              to={`/apps/coleta/surveyedit/${survey.id}/${survey.handle}`}
              aria-label={`Editar ${survey.title}`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Duplicar">
            <IconButton aria-label={`Duplicar ${survey.title}`} onClick={() => onDuplicate(survey)}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={survey.isArchived ? 'Desarquivar' : 'Arquivar'}>
            <IconButton
              aria-label={`${survey.isArchived ? 'Desarquivar' : 'Arquivar'} ${survey.title}`}
              onClick={() => onArchive(survey)}
            >
              {survey.isArchived ? <UnarchiveIcon fontSize="small" /> : <ArchiveIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        </>
      )}
    />
  );
}
