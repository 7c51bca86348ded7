import Chip from '@mui/material/Chip';
import type { useBoardLive } from './use-board-live';

/** Whether the board is joined live ('Ao vivo') or still connecting. */
export function BoardLiveChip({ status }: { status: ReturnType<typeof useBoardLive> }) {
  const isJoined = status === 'joined';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isJoined ? 'success' : 'default'}
      label={isJoined ? 'Ao vivo' : 'Conectando...'}
    />
  );
}
