import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { UnavailableNotice } from '../../components/UnavailableNotice';
import { isAssetType } from './asset-types';

export function AssetCreatePage() {
  const { t } = useTranslation();
  const { conceptCode = '', type } = useParams();
  const title = isAssetType(type) ? t('assets.create.titleWithType', { type: t(`assets.types.${type}`) }) : t('assets.create.title');
  return (
    <>
      <PageHeader title={title} subtitle={t('assets.create.subtitle', { conceptCode })} />
      <UnavailableNotice message={t('assets.create.unavailable')} />
    </>
  );
}
