import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { TDoc } from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useBoardPeople, useSetBoardMembers } from '../api/scrumboard-api';

/** Who is on the board: members open it and can be put on its cards. */
export function MembersDialog(props: { board: TDoc; onClose: () => void }) {
  const people = useBoardPeople(props.board.id, true);
  const save = useSetBoardMembers();
  const [chosen, setChosen] = useState(() => new Set(props.board.members.map((member) => member.id)));
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="members-dialog-title">
      <DialogTitle id="members-dialog-title">Membros do quadro</DialogTitle>
      <DialogContent dividers>
        {people.isPending && <LoadingIndicator />}
        {people.isError && <QueryError error={people.error} />}
        <FormGroup>
          {(people.data ?? []).map((person) => (
            <FormControlLabel
              key={person.id}
              control={<Checkbox checked={chosen.has(person.id)} onChange={() => toggle(person.id)} />}
              label={person.name}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() =>
            save.mutate({ boardId: props.board.id, memberIds: [...chosen] }, { onSuccess: props.onClose })
          }
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
