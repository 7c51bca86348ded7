import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { SURVEY_STATUS_LABELS, type TSurveySummary } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { Link as RouterLink } from 'react-router';

type TSurveyTableProps = {
  items: TSurveySummary[];
  onDuplicate: (survey: TSurveySummary) => void;
  onArchive: (survey: TSurveySummary) => void;
};

export function SurveyTable({ items, onDuplicate, onArchive }: TSurveyTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Questionários">
        <TableHead>
          <TableRow>
            <TableCell>Título</TableCell>
            <TableCell>Categoria</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Perguntas</TableCell>
            <TableCell>Atualizado em</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((survey) => (
            <TableRow key={survey.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/apps/coleta/questionarios/${survey.id}/${survey.handle}`}>
                  {survey.title}
                </Link>
              </TableCell>
              <TableCell>{survey.category || '—'}</TableCell>
              <TableCell>
                <Chip size="small" label={SURVEY_STATUS_LABELS[survey.status]} />
                {survey.publishedVersion !== null && ` v${survey.publishedVersion}`}
                {survey.hasDraftChanges && survey.publishedVersion !== null && ' (alterações em rascunho)'}
              </TableCell>
              <TableCell align="right">{survey.questionCount}</TableCell>
              <TableCell>
                {format(new Date(survey.updatedAt), 'dd/MM/yyyy HH:mm', { locale: ptBR })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                    {survey.isArchived ? (
                      <UnarchiveIcon fontSize="small" />
                    ) : (
                      <ArchiveIcon fontSize="small" />
                    )}
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
