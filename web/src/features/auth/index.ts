import { lazy } from 'react';

// The sign-in page is an entry of its own (`sign-in-entry.tsx`, loaded by main.tsx), not a route of the app.

/** Loaded when first opened: most sessions never change the password. */
export const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })),
);
