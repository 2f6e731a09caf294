import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../components/StatusPage';

/** The URL names a client that does not exist or that the user cannot see (the two look alike). */
export function ClientNotFoundView({ clientCode }: { clientCode: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<SearchOff />}
      title={t('status.clientNotFound.title')}
      message={t('status.clientNotFound.message', { clientCode })}
      action={
        <Button variant="contained" component={RouterLink} to="/">
          {t('status.clientNotFound.action')}
        </Button>
      }
    />
  );
}
