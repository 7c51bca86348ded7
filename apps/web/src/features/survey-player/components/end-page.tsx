import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PLAY_MESSAGES } from '@pesquisemais/shared';

export type TEndKind = 'complete' | 'screened_out' | 'over_quota' | 'closed';

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

/** The polite page shown when a survey ends (or cannot start). */
export function EndPage({ kind, message }: { kind: TEndKind; message?: string }) {
  const { title, Icon, fallback } = END_PAGES[kind];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 4, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }}
      data-end={kind}
    >
      <Icon color={kind === 'complete' ? 'success' : 'action'} sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{message || fallback}</Typography>
    </Paper>
  );
}
