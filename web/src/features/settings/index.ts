/** Settings: the application settings dialog the concepts list opens. */
export { ApplicationSettingsDialog } from './ApplicationSettingsDialog';
