import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/StatusPage';
import { useSignOut } from './use-sign-out';

/** A signed-in user who belongs to no client yet. */
export function NoClientsPage() {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <StatusPage
      fullPage
      icon={<BusinessOutlined />}
      title={t('status.noClients.title')}
      message={t('status.noClients.message')}
      action={
        <Button variant="outlined" onClick={() => void signOut()} disabled={isSigningOut}>
          {t('auth.signOut')}
        </Button>
      }
    />
  );
}
