import { alpha, createTheme } from '@mui/material/styles';

const fontFamily = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/** Where the chosen colour mode (light, dark or system) is remembered. */
export const COLOR_MODE_STORAGE_KEY = 'atelier.colorMode';

/**
 * Light and dark palettes in one theme: MUI picks the scheme from the stored choice or, for
 * "system", from prefers-color-scheme, and re-renders when either changes.
 */
export const theme = createTheme({
  colorSchemes: {
    light: {
      palette: {
        // Text on filled colours (chips, badges) turns dark unless white reaches AA's 4.5:1.
        contrastThreshold: 4.5,
        primary: { main: '#5b3fd1', light: '#8a72e6', dark: '#3f2aa0', contrastText: '#ffffff' },
        // #0b7a7c rather than the brand's #0f8b8d: 4.7:1 on the page background (AA) instead of 3.8:1.
        secondary: { main: '#0b7a7c' },
        background: { default: '#f6f5fa', paper: '#ffffff' },
        text: { primary: '#1d1b2c', secondary: '#5d5a72' },
        divider: '#e4e2ee',
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        // Lighter tones of the brand colours keep 4.5:1 contrast on the dark surfaces.
        primary: { main: '#a896f5', light: '#c7bbfa', dark: '#7d66e8', contrastText: '#16131f' },
        secondary: { main: '#4fc3c5' },
        background: { default: '#121019', paper: '#1c1a26' },
        text: { primary: '#ece9f6', secondary: '#b3aec8' },
        divider: '#353244',
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h4: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.015em' },
    h5: { fontSize: '1.375rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontSize: '1.0625rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) } },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => {
          const isDark = theme.palette.mode === 'dark';
          return {
            '&.Mui-selected': {
              backgroundColor: alpha(theme.palette.primary.main, isDark ? 0.18 : 0.1),
              color: isDark ? theme.palette.primary.light : theme.palette.primary.dark,
              '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
              '&:hover': { backgroundColor: alpha(theme.palette.primary.main, isDark ? 0.24 : 0.14) },
            },
          };
        },
      },
    },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    // MUI's default (action.active, 54% black) is 4.49:1 on the page background: just short of AA.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
});
