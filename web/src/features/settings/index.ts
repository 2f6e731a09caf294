import { lazy } from 'react';

/** Settings: the application settings dialog the concepts list opens. */
export const ApplicationSettingsDialog = lazy(() =>
  import('./ApplicationSettingsDialog').then((module) => ({ default: module.ApplicationSettingsDialog })),
);
