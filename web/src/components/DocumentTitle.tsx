import { useTranslation } from 'react-i18next';

/** Sets the browser tab title; React 19 hoists <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{t('app.documentTitle', { title })}</title>;
}
