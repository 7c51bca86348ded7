/**
 * Colours every theme shares, chosen so that text in them passes WCAG AA (4.5:1) on the themes' backgrounds,
 * whether used as text (alerts, chips, text buttons) or under their contrast text (filled buttons, badges).
 * MUI's defaults do not: warning #ed6c02 is 3.1:1 on white, info #0288d1 3.9:1.
 */
export const STATUS_COLORS = {
  light: {
    error: { main: '#c62828' },
    warning: { main: '#a84300' },
    info: { main: '#0264a5' },
    success: { main: '#2e7d32' },
  },
  dark: {
    error: { main: '#ff7961' },
    warning: { main: '#ffb74d' },
    info: { main: '#4fc3f7' },
    success: { main: '#81c784' },
  },
} as const;

/** MUI picks white or black contrast text by this ratio; its default of 3 allows text below WCAG AA. */
export const CONTRAST_THRESHOLD = 4.5;
