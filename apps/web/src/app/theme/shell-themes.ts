import { ptBR } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { TThemeName } from '@pesquisemais/shared';
import { FOCUS_RING_COMPONENTS } from './focus-ring';
import { PMAIS_PALETTE } from './pmais-theme';
import { REDUCED_MOTION_CSS } from './reduced-motion';
import { CONTRAST_THRESHOLD, STATUS_COLORS } from './status-colors';

type TThemeColors = {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
  background: string;
  paper: string;
};

/**
 * The shell themes of spec point 2; any of them can be picked for the main area, navbar, toolbar and footer.
 * Their main colours are also text colours (links, tabs, text buttons): each passes 4.5:1 on its backgrounds.
 */
const THEME_COLORS: Record<TThemeName, TThemeColors> = {
  Pmais: {
    mode: 'light',
    primary: PMAIS_PALETTE.primary.main,
    secondary: PMAIS_PALETTE.secondary.main,
    background: '#f6f5f8',
    paper: '#ffffff',
  },
  Health: {
    mode: 'light',
    primary: '#00796b',
    secondary: '#d81b60',
    background: '#f3f8f7',
    paper: '#ffffff',
  },
  synapsys: {
    mode: 'dark',
    primary: '#9d80ff',
    secondary: '#18ffff',
    background: '#121826',
    paper: '#1b2233',
  },
  sunset: {
    mode: 'light',
    primary: '#bf360c',
    secondary: '#ad1457',
    background: '#fff8f3',
    paper: '#ffffff',
  },
  greeny: {
    mode: 'light',
    primary: '#2e7d32',
    secondary: '#8a6100',
    background: '#f4f8f2',
    paper: '#ffffff',
  },
  beach: { mode: 'light', primary: '#0277bd', secondary: '#a15c00', background: '#fffaf0', paper: '#ffffff' },
  tech: { mode: 'dark', primary: '#00bcd4', secondary: '#ff6e9c', background: '#1e1e2d', paper: '#27273a' },
};

const cache = new Map<TThemeName, Theme>();

/** The MUI theme of a shell theme name, with thin custom scrollbars. */
export function getShellTheme(name: TThemeName): Theme {
  const cached = cache.get(name);
  if (cached) return cached;
  const colors = THEME_COLORS[name];
  const thumb = colors.mode === 'dark' ? 'rgba(255,255,255,0.28)' : 'rgba(0,0,0,0.24)';
  const theme = createTheme(
    {
      palette: {
        mode: colors.mode,
        primary: { main: colors.primary },
        secondary: { main: colors.secondary },
        ...STATUS_COLORS[colors.mode],
        contrastThreshold: CONTRAST_THRESHOLD,
        background: { default: colors.background, paper: colors.paper },
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: ['Inter', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',') },
      components: {
        ...FOCUS_RING_COMPONENTS,
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        // MUI draws unselected toggle text in action.active, 4.48:1 on the light backgrounds; text.secondary passes.
        MuiToggleButton: {
          styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
        },
        MuiCssBaseline: {
          styleOverrides: {
            '*': { scrollbarWidth: 'thin', scrollbarColor: `${thumb} transparent` },
            '*::-webkit-scrollbar': { width: 8, height: 8 },
            '*::-webkit-scrollbar-thumb': { backgroundColor: thumb, borderRadius: 8 },
            '*::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
            ...REDUCED_MOTION_CSS,
          },
        },
      },
    },
    ptBR,
  );
  cache.set(name, theme);
  return theme;
}
