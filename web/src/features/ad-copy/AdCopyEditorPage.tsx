import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { UnavailableNotice } from '../../components/UnavailableNotice';

/** /ad-copy/create (no code) and /ad-copy/:adCopyCode. */
export function AdCopyEditorPage() {
  const { t } = useTranslation();
  const { adCopyCode } = useParams();
  return (
    <>
      <PageHeader
        title={adCopyCode ? t('adCopy.editor.editTitle') : t('adCopy.editor.createTitle')}
        subtitle={adCopyCode ? t('adCopy.editor.subtitle', { adCopyCode }) : undefined}
      />
      <UnavailableNotice message={t('adCopy.editor.unavailable')} />
    </>
  );
}
