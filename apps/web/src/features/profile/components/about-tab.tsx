import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAboutResponse } from '@pesquisemais/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '@/lib/notify';
import { useSaveAbout } from '../api/profile-api';
import { AboutForm } from './about-form';

const joined = (values: readonly string[] | undefined) => (values ?? []).filter(Boolean).join(', ');

function Section({ title, rows }: { title: string; rows: ReadonlyArray<[string, string | undefined]> }) {
  const filled = rows.filter(([, value]) => value);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {filled.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nada informado.
          </Typography>
        ) : (
          filled.map(([label, value]) => (
            <Typography key={label} variant="body2" sx={{ mb: 0.5 }}>
              <strong>{label}:</strong> {value}
            </Typography>
          ))
        )}
      </CardContent>
    </Card>
  );
}

/** The profile's friends: each with avatar and name, a link to that person's profile. */
function FriendsSection({ friends }: { friends: TAboutResponse['friends'] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Amigos
        </Typography>
        {friends.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nada informado.
          </Typography>
        ) : (
          <Stack
            component="ul"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {friends.map((friend) => (
              <li key={friend.uuid}>
                <Chip
                  component={RouterLink}
                  to={`/profile/${friend.uuid}`}
                  clickable
                  avatar={<Avatar src={friend.photoURL || undefined} alt="" />}
                  label={friend.displayName}
                />
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Sobre: general, work, contact, groups, friends; the owner gets an edit form (the server checks it too). */
export function AboutTab({ data }: { data: TAboutResponse }) {
  const [isEditing, setIsEditing] = useState(false);
  const save = useSaveAbout(data.profile.uuid);
  const { general, work, contact, groups } = data.about;

  if (isEditing)
    return (
      <AboutForm
        about={data.about}
        friends={data.friends}
        isSaving={save.isPending}
        onCancel={() => setIsEditing(false)}
        onSave={(about) =>
          save.mutate(about, {
            onSuccess: () => {
              notify('Perfil salvo.', 'success');
              setIsEditing(false);
            },
          })
        }
      />
    );

  return (
    <Stack spacing={2}>
      {data.profile.isOwner && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => setIsEditing(true)}>
            Editar informações
          </Button>
        </Stack>
      )}
      <Section
        title="Geral"
        rows={[
          ['Sobre', general.about],
          ['Gênero', general.gender],
          ['Aniversário', general.birthday],
          ['Locais', joined(general.locations)],
        ]}
      />
      <Section
        title="Trabalho"
        rows={[
          ['Ocupação', work.occupation],
          ['Habilidades', work.skills],
          ['Empregos', (work.jobs ?? []).map((job) => `${job.role} em ${job.company}`).join('; ')],
        ]}
      />
      <Section
        title="Contato"
        rows={[
          ['Endereço', contact.address],
          ['Telefones', joined(contact.tel)],
          ['Sites', joined(contact.websites)],
          ['E-mails', joined(contact.emails)],
        ]}
      />
      <Section title="Grupos" rows={[['Grupos', groups.map((group) => group.name).join(', ')]]} />
      <FriendsSection friends={data.friends} />
    </Stack>
  );
}
