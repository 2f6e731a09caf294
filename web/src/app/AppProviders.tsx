import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../lib/i18n';
import { theme } from './theme';

/** Theme, translations and the GraphQL client: everything a page needs besides the router. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
