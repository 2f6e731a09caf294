import { useTranslation } from 'react-i18next';
import { AppLogoMark } from './AppLogoMark';

/** The product mark and name ("Atelier"). */
export function AppLogo() {
  const { t } = useTranslation();
  return <AppLogoMark name={t('app.name')} />;
}
