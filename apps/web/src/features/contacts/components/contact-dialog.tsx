import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { TContact } from '@pesquisemais/shared';
import { useState } from 'react';
import { useContactActions } from '../api/contact-actions';
import { useSaveContact } from '../api/save-contact';

type TDraft = Omit<TContact, 'id'> & { id?: string };
const EMPTY: TDraft = {
  name: '',
  lastName: '',
  avatar: '',
  nickname: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  address: '',
  birthday: '',
  notes: '',
};

const FIELDS: { key: keyof TDraft; label: string; type?: string; wide?: boolean }[] = [
  { key: 'name', label: 'Nome' },
  { key: 'lastName', label: 'Sobrenome' },
  { key: 'nickname', label: 'Apelido' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'phone', label: 'Telefone' },
  { key: 'company', label: 'Empresa' },
  { key: 'jobTitle', label: 'Cargo' },
  { key: 'birthday', label: 'Aniversário', type: 'date' },
  { key: 'avatar', label: 'Foto (endereço da imagem)', wide: true },
  { key: 'address', label: 'Endereço', wide: true },
];

/** New or edit a contact; an existing one can be removed. */
export function ContactDialog({ contact, onClose }: { contact: TContact | 'new'; onClose: () => void }) {
  const [draft, setDraft] = useState<TDraft>(contact === 'new' ? EMPTY : contact);
  const save = useSaveContact();
  const { removeOne } = useContactActions();
  const isNew = contact === 'new';
  const set = (key: keyof TDraft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-dialog-title">
      <DialogTitle id="contact-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={draft.avatar || undefined} alt={draft.name}>
          {draft.name.charAt(0)}
        </Avatar>
        {isNew ? 'Novo contato' : 'Editar contato'}
      </DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {FIELDS.map((field) => (
            <Grid key={field.key} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
              <TextField
                fullWidth
                label={field.label}
                type={field.type ?? 'text'}
                required={field.key === 'name'}
                value={draft[field.key] ?? ''}
                onChange={(event) => set(field.key, event.target.value)}
                slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label="Anotações"
              value={draft.notes}
              onChange={(event) => set('notes', event.target.value)}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        {!isNew && (
          <Button
            color="error"
            sx={{ mr: 'auto' }}
            onClick={() => removeOne.mutate(contact.id, { onSuccess: onClose })}
          >
            Remover
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!draft.name.trim() || save.isPending}
          onClick={() => save.mutate(draft, { onSuccess: onClose })}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
