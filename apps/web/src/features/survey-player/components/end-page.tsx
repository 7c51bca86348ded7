import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PLAY_MESSAGES, type TAnswers } from '@pesquisemais/shared';
import { LazySurveyEndContent } from '@/components/survey-runner/lazy-survey-end-content';

export type TEndKind = 'complete' | 'screened_out' | 'over_quota' | 'closed';

/** The questionnaire and the answers it ended with: its own end page may apply. */
export type TEndSurvey = { json: object; answers: TAnswers };

const END_PAGES: Record<TEndKind, { title: string; Icon: typeof InfoIcon; fallback: string }> = {
  // The message already thanks ('Obrigado! Suas respostas foram registradas.'): the title must not repeat it.
  complete: { title: 'Respostas enviadas', Icon: CheckCircleIcon, fallback: PLAY_MESSAGES.complete },
  screened_out: { title: 'Participação encerrada', Icon: InfoIcon, fallback: PLAY_MESSAGES.screened_out },
  over_quota: { title: 'Cota preenchida', Icon: GroupsIcon, fallback: PLAY_MESSAGES.over_quota },
  closed: {
    title: 'Pesquisa indisponível',
    Icon: BlockIcon,
    fallback: 'Esta pesquisa não está aberta no momento.',
  },
};

type TEndPageProps = { kind: TEndKind; message?: string; survey?: TEndSurvey };

/**
 * The polite page shown when a survey ends (or cannot start). A complete or screened-out response shows
 * the questionnaire's own end page when it has one for that ending; over-quota always has the app's text.
 */
export function EndPage({ kind, message, survey }: TEndPageProps) {
  const { title, Icon, fallback } = END_PAGES[kind];
  const appPage = (
    <>
      <Icon color={kind === 'complete' ? 'success' : 'action'} sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{message || fallback}</Typography>
    </>
  );
  const hasOwnPage = survey !== undefined && (kind === 'complete' || kind === 'screened_out');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 4, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }}
      data-end={kind}
    >
      {hasOwnPage ? (
        <LazySurveyEndContent json={survey.json} answers={survey.answers} ending={kind} fallback={appPage} />
      ) : (
        appPage
      )}
    </Paper>
  );
}
