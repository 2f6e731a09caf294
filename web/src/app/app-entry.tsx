import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../lib/i18n';
import { App, startAppLoads } from './App';

/** Every page but sign-in: the router, the GraphQL client, the shell. */
export function mount(container: HTMLElement) {
  startAppLoads();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
