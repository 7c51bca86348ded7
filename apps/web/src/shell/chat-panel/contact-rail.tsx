import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import type { TChatContact, TChatListEntry, TChatStatus } from '@pesquisemais/shared';
import { type RefObject, useMemo } from 'react';

export const CONTACT_RAIL_WIDTH = 70;

export const STATUS_LABELS: Record<TChatStatus, string> = {
  online: 'Online',
  away: 'Ausente',
  'do-not-disturb': 'Não perturbe',
  offline: 'Offline',
};

const STATUS_COLORS: Record<TChatStatus, string> = {
  online: '#4caf50',
  away: '#ffc107',
  'do-not-disturb': '#f44336',
  offline: '#9e9e9e',
};

/** Spec point 2: contacts with an existing chat first (the newest first), a divider, then everyone else. */
export function splitContacts(contacts: readonly TChatContact[], chatList: readonly TChatListEntry[]) {
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const withChats = chatList.flatMap((entry) => byId.get(entry.contactId) ?? []);
  const chatIds = new Set(withChats.map((contact) => contact.id));
  return { withChats, others: contacts.filter((contact) => !chatIds.has(contact.id)) };
}

export function StatusDot({ status }: { status: TChatStatus }) {
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        border: 2,
        borderColor: 'background.paper',
        bgcolor: STATUS_COLORS[status],
      }}
    />
  );
}

type TProps = {
  contacts: readonly TChatContact[];
  chatList: readonly TChatListEntry[];
  selectedId: string | null;
  onSelect: (contactId: string) => void;
  listRef: RefObject<HTMLUListElement | null>;
};

function ContactButton({
  contact,
  isSelected,
  onSelect,
}: {
  contact: TChatContact;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const label = `${contact.name} (${STATUS_LABELS[contact.status]})${contact.unread ? `, ${contact.unread} não lidas` : ''}`;
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', justifyContent: 'center', py: 0.75 }}>
      <Tooltip title={contact.mood ? `${contact.name}: ${contact.mood}` : contact.name} placement="left">
        <Box
          component="button"
          type="button"
          aria-label={label}
          aria-pressed={isSelected}
          data-contact-id={contact.id}
          onClick={onSelect}
          sx={{
            position: 'relative',
            p: 0.5,
            border: 0,
            borderRadius: '50%',
            cursor: 'pointer',
            bgcolor: isSelected ? 'action.selected' : 'transparent',
            outlineOffset: 2,
          }}
        >
          <Badge
            overlap="circular"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeContent={<StatusDot status={contact.status} />}
          >
            <Avatar src={contact.avatar || undefined} alt={contact.name} sx={{ width: 40, height: 40 }}>
              {contact.name.charAt(0).toUpperCase()}
            </Avatar>
          </Badge>
          {contact.unread > 0 && (
            <Box
              component="span"
              data-testid="unread-badge"
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                minWidth: 20,
                height: 20,
                px: 0.5,
                borderRadius: 10,
                fontSize: 11,
                lineHeight: '20px',
                textAlign: 'center',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            >
              {contact.unread}
            </Box>
          )}
        </Box>
      </Tooltip>
    </Box>
  );
}

/** The 70 px column of contacts: status dot, unread badge, mood in the tooltip. */
export function ContactRail({ contacts, chatList, selectedId, onSelect, listRef }: TProps) {
  const { withChats, others } = useMemo(() => splitContacts(contacts, chatList), [contacts, chatList]);
  const item = (contact: TChatContact) => (
    <ContactButton
      key={contact.id}
      contact={contact}
      isSelected={contact.id === selectedId}
      onSelect={() => onSelect(contact.id)}
    />
  );
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label="Contatos"
      sx={{
        width: CONTACT_RAIL_WIDTH,
        flexShrink: 0,
        m: 0,
        p: 0,
        overflowY: 'auto',
        bgcolor: 'background.default',
      }}
    >
      {withChats.map(item)}
      {withChats.length > 0 && others.length > 0 && (
        <Box component="li" role="separator" sx={{ listStyle: 'none', px: 1.5, py: 0.5 }}>
          <Divider />
        </Box>
      )}
      {others.map(item)}
    </Box>
  );
}
