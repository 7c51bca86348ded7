import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TContact } from '@pesquisemais/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
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
  const isAll = ids.length > 0 && chosen.length === ids.length;
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
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Checkbox
            slotProps={{ input: { 'aria-label': 'Selecionar todos' } }}
            checked={isAll}
            indeterminate={chosen.length > 0 && !isAll}
            onChange={() => setSelected(isAll ? [] : ids)}
          />
          {chosen.length > 0 && (
            <>
              <Tooltip title="Marcar com estrela">
                <IconButton
                  aria-label="Marcar selecionados com estrela"
                  onClick={() =>
                    setStarred.mutate({ contactIds: chosen, starred: true }, { onSuccess: clear })
                  }
                >
                  <Star />
                </IconButton>
              </Tooltip>
              <Tooltip title="Remover estrela">
                <IconButton
                  aria-label="Remover estrela dos selecionados"
                  onClick={() =>
                    setStarred.mutate({ contactIds: chosen, starred: false }, { onSuccess: clear })
                  }
                >
                  <StarBorder />
                </IconButton>
              </Tooltip>
              <Tooltip title="Remover contatos">
                <IconButton
                  aria-label="Remover contatos selecionados"
                  onClick={() => removeMany.mutate(chosen, { onSuccess: clear })}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
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
