import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TAppLabel } from '@pesquisemais/shared';

/** The labels of an item as small coloured chips. */
export function LabelChips({ handles, labels }: { handles: string[]; labels: TAppLabel[] }) {
  if (handles.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
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
