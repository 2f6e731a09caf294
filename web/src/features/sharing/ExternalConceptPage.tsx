import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { buildConceptsPath, buildSignInPath } from '../../session';
import { AppLogo } from '../../components/AppLogo';
import { AuthLayout } from '../../components/AuthLayout';
import { DocumentTitle } from '../../components/DocumentTitle';
import { LoadingView } from '../../components/LoadingView';
import { SharedConceptView } from './SharedConceptView';
import { SharePasswordForm } from './SharePasswordForm';
import { useSharedConcept } from './use-shared-concept';

/**
 * The public, read-only view of a shared concept (spec 2 §2.10) for a visitor who is not signed
 * in: the link's token opens exactly this concept. An error message replaces the view when the
 * link does not open (spec 2 §8: 'expired' for 4011, 'not valid' for everything else).
 */
export function ExternalConceptPage() {
  const { t } = useTranslation();
  const { clientCode = '', conceptCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { state, unlock } = useSharedConcept(clientCode, conceptCode, token);
  const signInPath = buildSignInPath(`${buildConceptsPath(clientCode)}/${encodeURIComponent(conceptCode)}`);

  if (state.kind === 'loading') return <LoadingView fullPage />;
  if (state.kind === 'password') {
    return (
      <AuthLayout maxWidth={460}>
        <DocumentTitle title={t('sharing.external.documentTitle')} />
        <SharePasswordForm problem={state.problem} isSubmitting={state.isSubmitting} onSubmit={(password) => void unlock(password)} />
      </AuthLayout>
    );
  }
  if (state.kind === 'message') {
    return (
      <AuthLayout maxWidth={560}>
        <DocumentTitle title={t('sharing.external.documentTitle')} />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('sharing.external.heading')}
        </Typography>
        <Alert severity={state.message === 'expired' ? 'warning' : 'error'} sx={{ mt: 2, mb: 3 }}>
          {state.message === 'expired' ? t('sharing.external.expired') : t('sharing.external.invalid')}
        </Alert>
        <Button variant="outlined" component={RouterLink} to={signInPath}>
          {t('sharing.external.signIn')}
        </Button>
      </AuthLayout>
    );
  }
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 4 } }}>
      <DocumentTitle title={state.data.applicationCreativeConcept.name} />
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
          <AppLogo />
          <Typography variant="body2" color="text.secondary">
            {t('sharing.external.readOnly')}
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <SharedConceptView data={state.data} />
        </Paper>
      </Container>
    </Box>
  );
}
