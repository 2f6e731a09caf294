import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../lib/i18n';
import { ShortcutsProvider } from './shortcuts/ShortcutsProvider';
import { COLOR_MODE_STORAGE_KEY, theme } from '../lib/theme';

/** Theme, translations, the GraphQL client and keyboard shortcuts: everything a page needs besides the router. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      {/* "system" follows prefers-color-scheme; the user menu stores light or dark instead. */}
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
        <CssBaseline enableColorScheme />
        <ApolloProvider client={client}>
          <ShortcutsProvider>{children}</ShortcutsProvider>
        </ApolloProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
