import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CHAT_MOOD_MAX_LENGTH, CHAT_STATUSES, type TChatStatus, type TChatUser } from '@pesquisemais/shared';
import { useState } from 'react';
import { useUpdateChatUserData } from './api/update-chat-user-data';
import { STATUS_LABELS, StatusDot } from './contact-rail';

/** What the user may choose: offline shows as invisible (connected, but shown offline). */
const CHOICE_LABELS: Record<TChatStatus, string> = { ...STATUS_LABELS, offline: 'Invisível' };

/** The user's own status and mood, as the team sees them (POST /api/chat/user/data). */
export function MyChatStatus({ userId, me }: { userId: string; me: TChatUser }) {
  const update = useUpdateChatUserData(userId);
  const [mood, setMood] = useState(me.mood);
  const saveMood = () => {
    if (mood !== me.mood) update.mutate({ mood });
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        select
        size="small"
        label="Meu status"
        value={me.status}
        onChange={(event) => update.mutate({ status: event.target.value as TChatStatus })}
      >
        {CHAT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <StatusDot status={status} />
              {CHOICE_LABELS[status]}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Humor"
        placeholder="Como você está?"
        value={mood}
        onChange={(event) => setMood(event.target.value)}
        onBlur={saveMood}
        onKeyDown={(event) => {
          if (event.key === 'Enter') saveMood();
        }}
        slotProps={{ htmlInput: { maxLength: CHAT_MOOD_MAX_LENGTH } }}
      />
    </Box>
  );
}
