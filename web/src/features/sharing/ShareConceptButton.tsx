import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../session';

// Loaded when first opened, with its form libraries: most visits never share.
const ShareConceptDialog = lazy(() => import('./ShareConceptDialog').then((module) => ({ default: module.ShareConceptDialog })));

/**
 * The concept editor's Share action. It gates itself on `concept:share` (admins and creative leads
 * by default), so no screen that embeds it can offer sharing to someone the server would refuse.
 */
export function ShareConceptButton({ clientCode, concept }: { clientCode: string; concept: { code: string; name: string } }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [isOpen, setIsOpen] = useState(false);
  if (!can('concept:share')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setIsOpen(true)}>
        {t('sharing.share')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ShareConceptDialog open onClose={() => setIsOpen(false)} clientCode={clientCode} concept={concept} />
        </Suspense>
      ) : null}
    </>
  );
}
