import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TContact } from '@pesquisemais/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
import { useContactActions } from '../api/contact-actions';
import { useContacts, useContactsUser } from '../api/get-contacts';
import { ContactDialog } from './contact-dialog';
import { ContactsSidebar } from './contacts-sidebar';
import { ContactsTable } from './contacts-table';

const TITLES: Record<string, string> = {
  all: 'Todos os contatos',
  frequent: 'Frequentes',
  starred: 'Com estrela',
};

/** The address book: lists and groups, a search box, the table, star and remove on a selection. */
export default function ContactsPage() {
  const listId = useParams().id ?? 'all';
  const groupId = useSearchParams()[0].get('grupo');
  const { data: contacts, isPending } = useContacts(listId);
  const { data: user } = useContactsUser();
  const { removeMany, setStarred } = useContactActions();
  const [selected, setSelected] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<TContact | 'new' | null>(null);
  const group = user?.groups.find((item) => item.id === groupId);
  const needle = search.trim().toLowerCase();
  const shown = (contacts ?? []).filter(
    (contact) =>
      (!group || group.contactIds.includes(contact.id)) &&
      (!needle ||
        `${contact.name} ${contact.lastName} ${contact.email} ${contact.company}`
          .toLowerCase()
          .includes(needle)),
  );
  const ids = shown.map((contact) => contact.id);
  const chosen = selected.filter((id) => ids.includes(id));
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  const clear = () => setSelected([]);

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100%' }}>
      <Box sx={{ width: { md: 260 }, flexShrink: 0, borderRight: { md: 1 }, borderColor: 'divider' }}>
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          Contatos
        </Typography>
        <ContactsSidebar onNew={() => setOpen('new')} />
      </Box>
      <Paper square elevation={0} sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, pt: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {group ? group.name : (TITLES[listId] ?? TITLES.all)}
          </Typography>
          <TextField
            size="small"
            label="Buscar contatos"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Box>
        <SelectionToolbar
          ids={ids}
          selected={chosen}
          onSelect={setSelected}
          selectAllLabel="Selecionar todos"
          actions={[
            {
              label: 'Marcar selecionados com estrela',
              tooltip: 'Marcar com estrela',
              icon: <Star />,
              onClick: () => setStarred.mutate({ contactIds: chosen, starred: true }, { onSuccess: clear }),
            },
            {
              label: 'Remover estrela dos selecionados',
              tooltip: 'Remover estrela',
              icon: <StarBorder />,
              onClick: () => setStarred.mutate({ contactIds: chosen, starred: false }, { onSuccess: clear }),
            },
            {
              label: 'Remover contatos selecionados',
              tooltip: 'Remover contatos',
              icon: <DeleteOutlined />,
              onClick: () => removeMany.mutate(chosen, { onSuccess: clear }),
            },
          ]}
        />
        {isPending ? (
          <LoadingIndicator />
        ) : (
          <ContactsTable
            contacts={shown}
            starred={user?.starred ?? []}
            selected={chosen}
            onToggle={toggle}
            onOpen={setOpen}
          />
        )}
      </Paper>
      {open && <ContactDialog contact={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
