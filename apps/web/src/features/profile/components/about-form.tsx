import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TPersonRef, TProfileAbout } from '@pesquisemais/shared';
import { useState } from 'react';
import { FriendsPicker } from './friends-picker';

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const FIELDS = [
  { key: 'about', label: 'Sobre você', multiline: true },
  { key: 'gender', label: 'Gênero' },
  { key: 'birthday', label: 'Aniversário' },
  { key: 'locations', label: 'Locais (separados por vírgula)' },
  { key: 'occupation', label: 'Ocupação' },
  { key: 'skills', label: 'Habilidades' },
  { key: 'address', label: 'Endereço' },
  { key: 'tel', label: 'Telefones (separados por vírgula)' },
  { key: 'websites', label: 'Sites (separados por vírgula)' },
  { key: 'emails', label: 'E-mails (separados por vírgula)' },
  { key: 'groups', label: 'Grupos (separados por vírgula)' },
] as const;
type TKey = (typeof FIELDS)[number]['key'];

function toForm(about: TProfileAbout): Record<TKey, string> {
  const { general, work, contact } = about;
  return {
    about: general.about ?? '',
    gender: general.gender ?? '',
    birthday: general.birthday ?? '',
    locations: (general.locations ?? []).join(', '),
    occupation: work.occupation ?? '',
    skills: work.skills ?? '',
    address: contact.address ?? '',
    tel: (contact.tel ?? []).join(', '),
    websites: (contact.websites ?? []).join(', '),
    emails: (contact.emails ?? []).join(', '),
    groups: about.groups.map((group) => group.name).join(', '),
  };
}

function fromForm(
  form: Record<TKey, string>,
  before: TProfileAbout,
  friends: readonly TPersonRef[],
): TProfileAbout {
  const categories = new Map(before.groups.map((group) => [group.name, group.category]));
  return {
    general: {
      about: form.about,
      gender: form.gender,
      birthday: form.birthday,
      locations: list(form.locations),
    },
    work: { ...before.work, occupation: form.occupation, skills: form.skills },
    contact: {
      address: form.address,
      tel: list(form.tel),
      websites: list(form.websites),
      emails: list(form.emails),
    },
    groups: list(form.groups).map((name) => ({ name, category: categories.get(name) ?? '' })),
    friends: friends.map((friend) => friend.uuid),
  };
}

type TProps = {
  about: TProfileAbout;
  /** The saved friends, as people (the picker shows names and avatars). */
  friends: readonly TPersonRef[];
  isSaving: boolean;
  onSave: (about: TProfileAbout) => void;
  onCancel: () => void;
};

/** The owner's edit form of Sobre; lists are typed separated by commas, friends picked from the team. */
export function AboutForm({ about, friends: savedFriends, isSaving, onSave, onCancel }: TProps) {
  const [form, setForm] = useState(() => toForm(about));
  const [friends, setFriends] = useState<TPersonRef[]>(() => [...savedFriends]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          spacing={2}
          component="form"
          aria-label="Editar informações"
          onSubmit={(event) => event.preventDefault()}
        >
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              value={form[field.key]}
              multiline={'multiline' in field}
              disabled={isSaving}
              onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
            />
          ))}
          <FriendsPicker value={friends} onChange={setFriends} disabled={isSaving} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={isSaving}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              disabled={isSaving}
              onClick={() => onSave(fromForm(form, about, friends))}
            >
              Salvar
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
