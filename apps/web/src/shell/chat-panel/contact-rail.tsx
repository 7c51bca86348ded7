import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import type { TChatContact, TChatListEntry, TChatStatus } from '@pesquisemais/shared';
import { type KeyboardEvent, type RefObject, useMemo, useState } from 'react';

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
  isTabStop,
  onSelect,
  onFocus,
}: {
  contact: TChatContact;
  isSelected: boolean;
  isTabStop: boolean;
  onSelect: () => void;
  onFocus: () => void;
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
          tabIndex={isTabStop ? 0 : -1}
          onClick={onSelect}
          onFocus={onFocus}
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

const RAIL_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move focus along the rail's buttons. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const move = RAIL_KEYS[event.key];
  if (!move) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-contact-id]')];
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[move(index, buttons.length)]?.focus();
}

/**
 * The 70 px column of contacts: status dot, unread badge, mood in the tooltip. The rail is a single Tab stop
 * (the selected contact, else the last one focused, else the first); arrows move along it, so a team of any size
 * does not stand between the keyboard and the rest of the page.
 */
export function ContactRail({ contacts, chatList, selectedId, onSelect, listRef }: TProps) {
  const { withChats, others } = useMemo(() => splitContacts(contacts, chatList), [contacts, chatList]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const ordered = [...withChats, ...others];
  const tabStopId =
    [selectedId, focusedId].find((id) => id && ordered.some((contact) => contact.id === id)) ??
    ordered[0]?.id;
  const item = (contact: TChatContact) => (
    <ContactButton
      key={contact.id}
      contact={contact}
      isSelected={contact.id === selectedId}
      isTabStop={contact.id === tabStopId}
      onSelect={() => onSelect(contact.id)}
      onFocus={() => setFocusedId(contact.id)}
    />
  );
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label="Contatos"
      onKeyDown={moveFocus}
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
