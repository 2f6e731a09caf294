import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { COLOR_MODE_STORAGE_KEY, theme } from '../../lib/theme';
import { SignInPage } from './SignInPage';

/** `/signin` as a page of its own: main.tsx loads this instead of the app. */
export function mount(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
        <CssBaseline enableColorScheme />
        <SignInPage />
      </ThemeProvider>
    </StrictMode>,
  );
}
