import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import analytics from './en/analytics.json';
import adUsage from './en/ad-usage.json';
import adNetworks from './en/ad-networks.json';
import approval from './en/approval.json';
import assets from './en/assets.json';
import conceptEditor from './en/concept-editor.json';
import conceptsList from './en/concepts-list.json';
import folders from './en/folders.json';
import reportsPage from './en/reports-page.json';
import review from './en/review.json';
import reviewStages from './en/review-stages.json';
import settings from './en/settings.json';

/** One catalogue per feature area (so features can grow without editing one shared file), merged here. */
// en.json keeps the asset texts shared with other screens (kinds, upload messages); the assets
// feature's own catalogue adds its keys beside them.
export const english = {
  ...en,
  analytics,
  approval,
  assets: { ...en.assets, ...assets },
  conceptsList,
  folders,
  conceptEditor,
  reportsPage,
  review,
  reviewStages,
  settings,
  adUsage,
  adNetworks,
};
export const resources = { en: { translation: english } } as const;

// Resources are bundled, so initialisation finishes synchronously and the first render has text.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export { i18next };
