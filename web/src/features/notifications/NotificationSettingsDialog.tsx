import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationSettingsQuery, UpdateNotificationSettingsMutation } from './notification-documents';

/** Which kinds of notification also come by e-mail, and a switch that stops all e-mail. */
export function NotificationSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {open ? <SettingsForm titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SettingsForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(NotificationSettingsQuery, { fetchPolicy: 'network-only' });
  const [save, { loading, error }] = useMutation(UpdateNotificationSettingsMutation);
  const settings = data?.myNotificationSettings;
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [isOff, setIsOff] = useState<boolean | null>(null);
  const kinds = chosen ?? settings?.emailKinds ?? [];
  const emailOff = isOff ?? settings?.isEmailOff ?? false;
  return (
    <>
      <DialogTitle id={titleId}>{t('notifications.settings.title')}</DialogTitle>
      <DialogContent>
        {settings && !settings.isEmailAvailable ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('notifications.settings.noEmail')}
          </Alert>
        ) : null}
        {error ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
        <FormControlLabel
          control={<Switch checked={!emailOff} onChange={(event) => setIsOff(!event.target.checked)} />}
          label={t('notifications.settings.email')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('notifications.settings.kindsHint')}
        </Typography>
        <FormGroup>
          {(settings?.kinds ?? []).map((kind) => (
            <FormControlLabel
              key={kind}
              disabled={emailOff}
              control={
                <Checkbox
                  checked={kinds.includes(kind)}
                  onChange={(event) => setChosen(event.target.checked ? [...kinds, kind] : kinds.filter((entry) => entry !== kind))}
                />
              }
              label={t(`notifications.kinds.${kind}` as never)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={loading || !settings}
          onClick={() => void save({ variables: { settings: { emailKinds: kinds, isEmailOff: emailOff } } }).then(onClose)}
        >
          {t('notifications.settings.save')}
        </Button>
      </DialogActions>
    </>
  );
}
