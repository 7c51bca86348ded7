import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';

export type TSelectionAction = {
  /** The button's accessible name; also its tooltip unless `tooltip` says otherwise. */
  label: string;
  tooltip?: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLElement>) => void;
};

type TProps = {
  /** Every row the list shows, for 'select all'. */
  ids: string[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  selectAllLabel: string;
  /** 'n selecionados' beside the actions, in the list's own gender. */
  countLabel?: (count: number) => string;
  /** Shown while something is selected. */
  actions: TSelectionAction[];
  /** Menus the actions open (anchored to their buttons). */
  children?: ReactNode;
};

/** The bar above a list with checkboxes: select all (or some), how many, and what to do with them. */
export function SelectionToolbar({
  ids,
  selected,
  onSelect,
  selectAllLabel,
  countLabel,
  actions,
  children,
}: TProps) {
  const isAll = ids.length > 0 && selected.length === ids.length;
  const hasSelection = selected.length > 0;
  return (
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
        slotProps={{ input: { 'aria-label': selectAllLabel } }}
        checked={isAll}
        indeterminate={hasSelection && !isAll}
        onChange={() => onSelect(isAll ? [] : ids)}
      />
      {hasSelection && countLabel && (
        <Typography variant="body2" sx={{ mr: 1 }}>
          {countLabel(selected.length)}
        </Typography>
      )}
      {hasSelection &&
        actions.map((action) => (
          <Tooltip key={action.label} title={action.tooltip ?? action.label}>
            <IconButton aria-label={action.label} onClick={action.onClick}>
              {action.icon}
            </IconButton>
          </Tooltip>
        ))}
      {children}
    </Box>
  );
}
