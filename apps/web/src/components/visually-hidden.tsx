import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text for screen readers only. Preferred over aria-label on controls that show text: the accessible name then
 * holds the visible words (WCAG 2.5.3, label in name) plus what the eye gets from the layout.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={VISUALLY_HIDDEN}>
      {children}
    </Box>
  );
}

/** In px on purpose: in sx a bare 1 is 100 % (width, height) or one spacing unit (margin). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** sx for text shown from `sm` up and kept for screen readers below it (where display:none would drop it). */
export const HIDDEN_ON_PHONES = {
  '@media (max-width: 599.95px)': VISUALLY_HIDDEN,
} as const;
