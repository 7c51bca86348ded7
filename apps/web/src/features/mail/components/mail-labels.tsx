import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMailMenus } from '../api/get-mail-menus';

/** The labels of a mail as small coloured chips. */
export function MailLabels({ handles }: { handles: string[] }) {
  const { labels } = useMailMenus();
  if (handles.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {handles.map((handle) => {
        const label = labels.find((item) => item.handle === handle);
        return (
          <Chip
            key={handle}
            size="small"
            label={label?.title ?? handle}
            sx={{ bgcolor: label?.color, color: 'common.white', height: 20 }}
          />
        );
      })}
    </Stack>
  );
}
