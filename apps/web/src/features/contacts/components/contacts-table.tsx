import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { TContact } from '@pesquisemais/shared';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { useContactActions } from '../api/contact-actions';

const fullNameOf = (contact: TContact) => `${contact.name} ${contact.lastName}`.trim();

type TProps = {
  contacts: TContact[];
  starred: string[];
  selected: string[];
  onToggle: (id: string) => void;
  onOpen: (contact: TContact) => void;
};

/** The contacts: selection, avatar, name (opens the dialog), e-mail, company, phone, star. */
export function ContactsTable({ contacts, starred, selected, onToggle, onOpen }: TProps) {
  const { toggleStar } = useContactActions();
  const columns: TDataTableColumn<TContact>[] = [
    {
      id: 'select',
      header: '',
      headerSx: { width: 48 },
      cellSx: { py: 0 },
      cell: (contact) => (
        <Checkbox
          slotProps={{ input: { 'aria-label': `Selecionar ${fullNameOf(contact)}` } }}
          checked={selected.includes(contact.id)}
          onChange={() => onToggle(contact.id)}
        />
      ),
    },
    {
      id: 'name',
      header: 'Nome',
      value: fullNameOf,
      cell: (contact) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={contact.avatar || undefined} alt={fullNameOf(contact)} sx={{ width: 32, height: 32 }}>
            {contact.name.charAt(0)}
          </Avatar>
          <Link component="button" underline="hover" onClick={() => onOpen(contact)}>
            {fullNameOf(contact)}
          </Link>
        </Box>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (contact) => contact.email },
    { id: 'company', header: 'Empresa', cell: (contact) => contact.company },
    { id: 'jobTitle', header: 'Cargo', cell: (contact) => contact.jobTitle },
    { id: 'phone', header: 'Telefone', cell: (contact) => contact.phone, cellSx: { whiteSpace: 'nowrap' } },
    {
      id: 'star',
      header: '',
      headerSx: { width: 48 },
      cellSx: { py: 0 },
      cell: (contact) => {
        const isStarred = starred.includes(contact.id);
        const fullName = fullNameOf(contact);
        return (
          <IconButton
            aria-label={isStarred ? `Remover estrela de ${fullName}` : `Marcar ${fullName} com estrela`}
            onClick={() => toggleStar.mutate(contact.id)}
          >
            {isStarred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
          </IconButton>
        );
      },
    },
  ];
  return (
    <DataTable
      ariaLabel="Contatos"
      columns={columns}
      rows={contacts}
      getRowId={(contact) => contact.id}
      emptyText="Nenhum contato aqui."
    />
  );
}
