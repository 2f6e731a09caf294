import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { ShellLayout } from './shell/ShellLayout';

/** Any address outside the known routes. */
export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <ShellLayout homePath="/">
      <StatusPage
        icon={<SearchOff />}
        title={t('status.pageNotFound.title')}
        message={t('status.pageNotFound.message')}
        action={
          <Button variant="contained" component={RouterLink} to="/">
            {t('status.pageNotFound.action')}
          </Button>
        }
      />
    </ShellLayout>
  );
}
