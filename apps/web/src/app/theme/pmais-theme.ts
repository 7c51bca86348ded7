import { ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { FOCUS_RING_COMPONENTS } from './focus-ring';
import { REDUCED_MOTION_CSS } from './reduced-motion';
import { CONTRAST_THRESHOLD, STATUS_COLORS } from './status-colors';

/** Brand colours of the default theme "Pmais": primary purple, secondary teal (dark enough for text on white). */
export const PMAIS_PALETTE = {
  primary: { light: '#9c4dcc', main: '#6a1b9a', dark: '#38006b', contrastText: '#ffffff' },
  secondary: { light: '#48a999', main: '#00796b', dark: '#004c40', contrastText: '#ffffff' },
} as const;

export const pmaisTheme = createTheme(
  {
    palette: {
      mode: 'light',
      ...PMAIS_PALETTE,
      ...STATUS_COLORS.light,
      contrastThreshold: CONTRAST_THRESHOLD,
      background: { default: '#f6f5f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    // Buttons show their text as the spec writes it ('Entrar', 'ACEITAR'), not forced to upper case.
    components: {
      ...FOCUS_RING_COMPONENTS,
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      // MUI draws unselected toggle text in action.active, 4.48:1 on the light backgrounds; text.secondary passes.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      MuiCssBaseline: { styleOverrides: REDUCED_MOTION_CSS },
    },
    typography: {
      fontFamily: ['Inter', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
    },
  },
  ptBR,
);
