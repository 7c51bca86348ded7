import type { Components, Theme } from '@mui/material/styles';

/**
 * WCAG 2.4.7: a keyboard user always sees where focus is. MUI's buttons drop the outline and show a faint
 * ripple instead (gone with reduced motion, lost on coloured toolbars); every ButtonBase (buttons, icon
 * buttons, list and menu items, tabs, chips) gets a ring in its own text colour, which already contrasts with
 * its background. Links keep the browser's ring; text fields show their focused border.
 */
export const FOCUS_RING_COMPONENTS: Components<Theme> = {
  MuiButtonBase: {
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 },
      },
    },
  },
};
