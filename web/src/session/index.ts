/**
 * The session's shared context, the front door features use: who is signed in, the current client
 * and application, the permissions the server sent, the app's paths, keyboard shortcuts, the leave
 * guard and the page width. The app shell provides these; features only read them.
 */
export * from './LeaveGuardProvider';
export * from './client-preferences';
export * from './concept-paths';
export * from './current-application';
export * from './current-client';
export * from './default-client';
export * from './leave-guard-context';
export * from './me-query';
export * from './page-width';
export * from './paths';
export * from './permissions-context';
export * from './safe-next-path';
export * from './shortcuts-context';
export * from './signed-in-user';
