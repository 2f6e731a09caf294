import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { buildConceptsPath } from '../../app/paths';
import { buildSignInPath } from '../../app/session/safe-next-path';
import { DocumentTitle } from '../../components/DocumentTitle';
import { AuthLayout } from '../../components/AuthLayout';
import { chooseExternalViewMessage } from './external-view-message';

/**
 * The public, read-only view of a shared concept. The shared-view API does not exist yet, so
 * every visit, with or without a token, ends in the "not valid" message; a later version loads
 * the concept with the token and shows 'expired' for code 4011.
 */
export function ExternalConceptPage() {
  const { t } = useTranslation();
  const { clientCode = '', conceptCode = '' } = useParams();
  const message = chooseExternalViewMessage(null);
  const signInPath = buildSignInPath(`${buildConceptsPath(clientCode)}/${encodeURIComponent(conceptCode)}`);

  return (
    <AuthLayout maxWidth={560}>
      <DocumentTitle title={t('sharing.external.documentTitle')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('sharing.external.heading')}
      </Typography>
      <Alert severity={message === 'expired' ? 'warning' : 'error'} sx={{ mt: 2, mb: 3 }}>
        {message === 'expired' ? t('sharing.external.expired') : t('sharing.external.invalid')}
      </Alert>
      <Button variant="outlined" component={RouterLink} to={signInPath}>
        {t('sharing.external.signIn')}
      </Button>
    </AuthLayout>
  );
}
