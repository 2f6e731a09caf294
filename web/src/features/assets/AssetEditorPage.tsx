import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { UnavailableNotice } from '../../components/UnavailableNotice';

export function AssetEditorPage() {
  const { t } = useTranslation();
  const { conceptCode = '', assetCode } = useParams();
  const subtitle = assetCode
    ? t('assets.editor.subtitle', { assetCode, conceptCode })
    : t('assets.editor.subtitleNoAsset', { conceptCode });
  return (
    <>
      <PageHeader title={t('assets.editor.title')} subtitle={subtitle} />
      <UnavailableNotice message={t('assets.editor.unavailable')} />
    </>
  );
}
