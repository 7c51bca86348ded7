import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TContact } from '@pesquisemais/shared';
import { useContactActions } from '../api/contact-actions';

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
  if (contacts.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        Nenhum contato aqui.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Contatos">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Nome</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Empresa</TableCell>
            <TableCell>Cargo</TableCell>
            <TableCell>Telefone</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((contact) => {
            const fullName = `${contact.name} ${contact.lastName}`.trim();
            const isStarred = starred.includes(contact.id);
            return (
              <TableRow key={contact.id} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': `Selecionar ${fullName}` } }}
                    checked={selected.includes(contact.id)}
                    onChange={() => onToggle(contact.id)}
                  />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar src={contact.avatar || undefined} alt={fullName} sx={{ width: 32, height: 32 }}>
                      {contact.name.charAt(0)}
                    </Avatar>
                    <Link component="button" underline="hover" onClick={() => onOpen(contact)}>
                      {fullName}
                    </Link>
                  </Box>
                </TableCell>
                <TableCell>{contact.email}</TableCell>
                <TableCell>{contact.company}</TableCell>
                <TableCell>{contact.jobTitle}</TableCell>
                <TableCell>{contact.phone}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    aria-label={
                      isStarred ? `Remover estrela de ${fullName}` : `Marcar ${fullName} com estrela`
                    }
                    onClick={() => toggleStar.mutate(contact.id)}
                  >
                    {isStarred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
