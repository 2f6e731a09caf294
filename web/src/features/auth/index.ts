import { lazy } from 'react';
import { createLazyPage } from '../../lib/lazy-page';

/** Signing in, and changing one's password from the user menu. */
export const SignInPage = createLazyPage(() => import('./SignInPage'), 'SignInPage');

/** Loaded when first opened: most sessions never change the password. */
export const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })),
);
