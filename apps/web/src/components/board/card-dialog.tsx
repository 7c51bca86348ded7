import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOC_LIMITS, type TDoc, type TDocCard, type TDocChecklist } from '@pesquisemais/shared';
import { useState } from 'react';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
import type { TBoardMutations } from './board-mutations';
import { CardAttachments } from './card-attachments';
import { CardChecklists } from './card-checklists';
import { CardComments } from './card-comments';
import { CardDescription } from './card-description';
import { LABEL_COLORS } from './card-format';

type TDraft = {
  revision: number;
  name: string;
  description: string;
  due: string;
  idLabels: string[];
  idMembers: string[];
  checklists: TDocChecklist[];
};

const draftOf = (card: TDocCard): TDraft => ({
  revision: card.revision,
  name: card.name,
  description: card.description,
  due: toLocalInput(card.due),
  idLabels: card.idLabels,
  idMembers: card.idMembers,
  checklists: card.checklists,
});

const toggle = (list: string[], id: string) =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

/**
 * A card opened: editors change it and save with the revision they started from (someone else's save in
 * between is shown, never overwritten); watchers read it and comment.
 */
export function CardDialog(props: {
  board: TDoc;
  card: TDocCard;
  mutations: TBoardMutations;
  onClose: () => void;
}) {
  const { board, card, mutations } = props;
  const [draft, setDraft] = useState<TDraft>(() => draftOf(card));
  const isReadOnly = !board.canEdit;
  const isStale = card.revision !== draft.revision;
  const change = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));
  /** Our own immediate changes (cover, upload) move the revision on without a conflict. */
  const handleOwnChange = (saved: TDocCard) => change({ revision: saved.revision });

  const handleSave = () =>
    mutations.updateCard.mutate(
      {
        id: card.id,
        revision: draft.revision,
        name: draft.name.trim() || card.name,
        description: draft.description,
        due: fromLocalInput(draft.due),
        idLabels: draft.idLabels,
        idMembers: draft.idMembers,
        checklists: draft.checklists,
      },
      { onSuccess: props.onClose },
    );
  const handleRemove = async () => {
    if (
      await confirm({
        title: 'Excluir cartão?',
        message: `“${card.name}” será excluído.`,
        confirmText: 'Excluir',
      })
    )
      mutations.removeCard.mutate(card.id, { onSuccess: props.onClose });
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="card-dialog-title">
      <DialogTitle id="card-dialog-title">{isReadOnly ? card.name : 'Editar cartão'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {isStale && !isReadOnly && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => setDraft(draftOf(card))}>
                  Recarregar cartão
                </Button>
              }
            >
              Outra pessoa alterou este cartão enquanto você editava. Recarregue para ver a versão atual.
            </Alert>
          )}
          {!isReadOnly && (
            <TextField
              label="Nome"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              slotProps={{ htmlInput: { maxLength: DOC_LIMITS.nameMax } }}
            />
          )}
          {isReadOnly ? (
            <Section title="Descrição">
              <CardDescription html={card.description} />
            </Section>
          ) : (
            <RichTextEditor
              label="Descrição"
              value={draft.description}
              minHeight={96}
              onChange={(description) => change({ description })}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Prazo"
              type="datetime-local"
              value={draft.due}
              disabled={isReadOnly}
              onChange={(event) => change({ due: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Section title="Etiquetas">
            {board.labels.map((label) => (
              <Chip
                key={label.id}
                label={label.name}
                disabled={isReadOnly}
                variant={draft.idLabels.includes(label.id) ? 'filled' : 'outlined'}
                sx={
                  draft.idLabels.includes(label.id)
                    ? { bgcolor: LABEL_COLORS[label.class], color: 'common.white' }
                    : {}
                }
                onClick={() => change({ idLabels: toggle(draft.idLabels, label.id) })}
              />
            ))}
          </Section>
          <Section title="Membros">
            {board.members.map((member) => (
              <Chip
                key={member.id}
                label={member.name}
                disabled={isReadOnly}
                color={draft.idMembers.includes(member.id) ? 'primary' : 'default'}
                variant={draft.idMembers.includes(member.id) ? 'filled' : 'outlined'}
                onClick={() => change({ idMembers: toggle(draft.idMembers, member.id) })}
              />
            ))}
          </Section>
          <CardChecklists
            checklists={draft.checklists}
            isReadOnly={isReadOnly}
            onChange={(checklists) => change({ checklists })}
          />
          <CardAttachments card={card} board={board} mutations={mutations} onOwnChange={handleOwnChange} />
          <CardComments card={card} board={board} mutations={mutations} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {!isReadOnly && (
          <Button color="error" onClick={() => void handleRemove()} sx={{ mr: 'auto' }}>
            Excluir cartão
          </Button>
        )}
        {mutations.api.follow && (
          <Button
            aria-pressed={card.subscribed}
            startIcon={card.subscribed ? <NotificationsActiveOutlined /> : <NotificationsNoneOutlined />}
            disabled={mutations.follow.isPending}
            onClick={() => mutations.follow.mutate({ cardId: card.id, subscribed: !card.subscribed })}
            title="Quem segue um cartão é avisado dos comentários e anexos de outras pessoas nele"
          >
            {card.subscribed ? 'Seguindo' : 'Seguir cartão'}
          </Button>
        )}
        <Button onClick={props.onClose}>Fechar</Button>
        {!isReadOnly && (
          <Button
            variant="contained"
            onClick={handleSave}
            disabled={isStale || mutations.updateCard.isPending}
          >
            Salvar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{props.title}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {props.children}
      </Stack>
    </Stack>
  );
}
