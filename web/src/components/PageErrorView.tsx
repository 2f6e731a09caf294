import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** Shown when a page's data could not be loaded at all. */
export function PageErrorView({ onRetry, fullPage = false }: { onRetry?: () => void; fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      fullPage={fullPage}
      icon={<ErrorOutline />}
      title={t('errors.page.title')}
      message={t('errors.page.message')}
      action={
        <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
          {onRetry ? t('common.retry') : t('common.reload')}
        </Button>
      }
    />
  );
}
