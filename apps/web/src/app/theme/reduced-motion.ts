/**
 * WCAG 2.3.3: with the system's "reduce motion" on, nothing slides, fades or spins — MUI transitions, notistack's
 * snackbars, the loading spinners and smooth scrolling all end at once. In every theme's CssBaseline.
 */
export const REDUCED_MOTION_CSS = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;
