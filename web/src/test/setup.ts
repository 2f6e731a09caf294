import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/i18n';

// Dialogs and panels load on first use (lazy chunks): the first `findBy` of one waits for a module
// to be transformed and imported, which takes longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
