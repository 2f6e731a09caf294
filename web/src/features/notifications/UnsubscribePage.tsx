import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UnsubscribeMutation } from './notification-documents';

/** The target of the e-mails' unsubscribe link: needs no sign-in, only the signed token. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, loading }] = useMutation(UnsubscribeMutation);
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', mt: 10, p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('notifications.unsubscribe.title')}
      </Typography>
      {data?.unsubscribeNotifications ? (
        <Alert severity="success">{t('notifications.unsubscribe.done')}</Alert>
      ) : error || !token ? (
        <Alert severity="error">{t('notifications.unsubscribe.invalid')}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('notifications.unsubscribe.question')}</Typography>
          <Button variant="contained" disabled={loading} onClick={() => void unsubscribe({ variables: { token } })}>
            {t('notifications.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </Box>
  );
}
