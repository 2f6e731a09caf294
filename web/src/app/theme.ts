import { createTheme } from '@mui/material/styles';

const fontFamily = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#5b3fd1', light: '#8a72e6', dark: '#3f2aa0', contrastText: '#ffffff' },
    secondary: { main: '#0f8b8d' },
    background: { default: '#f6f5fa', paper: '#ffffff' },
    text: { primary: '#1d1b2c', secondary: '#5d5a72' },
    divider: '#e4e2ee',
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
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e4e2ee' } } },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-selected': {
            backgroundColor: 'rgba(91, 63, 209, 0.1)',
            color: theme.palette.primary.dark,
            '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
            '&:hover': { backgroundColor: 'rgba(91, 63, 209, 0.14)' },
          },
        }),
      },
    },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
  },
});
