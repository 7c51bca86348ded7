import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BUSINESS_TIME_ZONE,
  CAMPAIGN_STATUS_LABELS,
  SURVEY_STATUS_LABELS,
  type TStudy,
} from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useStudies } from '@/lib/studies';

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});
const day = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : '…');

function period(opensAt: string | null, closesAt: string | null): string {
  if (!opensAt && !closesAt) return 'sem datas';
  return `${day(opensAt)} a ${day(closesAt)}`;
}

function Section(props: { title: string; empty: string; count: number; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={props.title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {props.title}
      </Typography>
      {props.count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {props.empty}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {props.children}
        </Stack>
      )}
    </Box>
  );
}

/** One study: the questionnaire, its campaigns with their status, delivered reports, boards and room recordings. */
function StudyCard({ study }: { study: TStudy }) {
  return (
    <Card variant="outlined" component="article" aria-labelledby={`study-${study.id}`}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id={`study-${study.id}`} variant="h6" component="h2" sx={{ mr: 'auto' }}>
            {study.title}
          </Typography>
          <Chip size="small" label={SURVEY_STATUS_LABELS[study.status]} />
          <Typography variant="caption" color="text.secondary">
            Atualizado em {DATE.format(new Date(study.updatedAt))}
          </Typography>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          <Section title="Campanhas" empty="Nenhuma campanha ainda." count={study.campaigns.length}>
            {study.campaigns.map((campaign) => (
              <li key={campaign.id}>
                <Typography variant="body2">{campaign.name}</Typography>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={campaign.status === 'fielding' ? 'success' : 'default'}
                    label={CAMPAIGN_STATUS_LABELS[campaign.status]}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {campaign.completes} {campaign.completes === 1 ? 'completa' : 'completas'} ·{' '}
                    {period(campaign.opensAt, campaign.closesAt)}
                  </Typography>
                </Stack>
              </li>
            ))}
          </Section>
          <Section
            title="Relatórios entregues"
            empty="Nenhum relatório entregue."
            count={study.reports.length}
          >
            {study.reports.map((report) => (
              <li key={report.id}>
                <Link
                  href={report.url}
                  download={report.filename ?? undefined}
                  sx={{ display: 'inline-flex', gap: 0.5 }}
                >
                  <AssessmentOutlined fontSize="small" aria-hidden />
                  {report.campaignName} ({report.format.toUpperCase()})
                </Link>
                <Typography variant="caption" color="text.secondary" component="p">
                  Entregue em {DATE_TIME.format(new Date(report.deliveredAt))}
                  {report.recipient ? ` para ${report.recipient}` : ''}
                </Typography>
              </li>
            ))}
          </Section>
          <Section title="Quadros" empty="Nenhum quadro ligado a este estudo." count={study.boards.length}>
            {study.boards.map((board) => (
              <li key={board.id}>
                <Link
                  component={RouterLink}
                  to={`/apps/documents/board/${board.id}/${board.uri}`}
                  sx={{ display: 'inline-flex', gap: 0.5 }}
                >
                  <ViewKanbanOutlined fontSize="small" aria-hidden />
                  {board.name}
                </Link>
              </li>
            ))}
          </Section>
          <Section
            title="Gravações das salas"
            empty="Nenhuma gravação de sala."
            count={study.recordings.length}
          >
            {study.recordings.map((recording) => (
              <li key={recording.id}>
                <Link
                  href={recording.playUrl}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-flex', gap: 0.5 }}
                >
                  <VideocamOutlined fontSize="small" aria-hidden />
                  {recording.roomTitle}
                </Link>
                <Typography variant="caption" color="text.secondary" component="p">
                  {recording.campaignName} · {DATE_TIME.format(new Date(recording.startedAt))}
                  {recording.downloadUrl && (
                    <>
                      {' · '}
                      <Link href={recording.downloadUrl}>Baixar gravação de {recording.roomTitle}</Link>
                    </>
                  )}
                </Typography>
              </li>
            ))}
          </Section>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /apps/surveys — the studies: each questionnaire with its campaigns, delivered reports and boards, so a
 * client watcher finds everything about one study in one place (watchers see their boards' studies and read).
 */
export default function StudiesPage() {
  const [search, setSearch] = useState('');
  const studies = useStudies(useDeferredValue(search.trim()));
  const shown = studies.data?.studies ?? [];
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Estudos
      </Typography>
      <TextField
        size="small"
        label="Buscar estudo"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      {studies.isPending && <LoadingIndicator />}
      {studies.isError && <QueryError error={studies.error} />}
      {studies.isSuccess && shown.length === 0 && (
        <Typography color="text.secondary">
          {search.trim()
            ? 'Nenhum estudo encontrado.'
            : studies.data.isReadOnly
              ? 'Nenhum estudo foi compartilhado com você ainda: eles aparecem quando você entra no quadro de um estudo.'
              : 'Nenhum questionário ainda.'}
        </Typography>
      )}
      {shown.map((study) => (
        <StudyCard key={study.id} study={study} />
      ))}
    </Box>
  );
}
