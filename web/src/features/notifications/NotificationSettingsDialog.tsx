import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationSettingsQuery, UpdateNotificationSettingsMutation } from './notification-documents';

/** Per kind of notification: whether it shows in the app and whether it comes by e-mail; a switch stops all e-mail. */
export function NotificationSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {open ? <SettingsForm titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

const toggle = (list: string[], kind: string, isOn: boolean) => (isOn ? [...list, kind] : list.filter((entry) => entry !== kind));

function SettingsForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(NotificationSettingsQuery, { fetchPolicy: 'network-only' });
  const [save, { loading, error }] = useMutation(UpdateNotificationSettingsMutation);
  const settings = data?.myNotificationSettings;
  const [chosenEmail, setChosenEmail] = useState<string[] | null>(null);
  const [chosenInApp, setChosenInApp] = useState<string[] | null>(null);
  const [isOff, setIsOff] = useState<boolean | null>(null);
  const emailKinds = chosenEmail ?? settings?.emailKinds ?? [];
  const inAppKinds = chosenInApp ?? settings?.inAppKinds ?? [];
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
        <Table size="small" aria-label={t('notifications.settings.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('notifications.settings.kindColumn')}</TableCell>
              <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                {t('notifications.settings.inAppColumn')}
              </TableCell>
              <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                {t('notifications.settings.emailColumn')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(settings?.kinds ?? []).map((kind) => {
              const label = t(`notifications.kinds.${kind}` as never);
              return (
                <TableRow key={kind}>
                  <TableCell>{label}</TableCell>
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      checked={inAppKinds.includes(kind)}
                      onChange={(event) => setChosenInApp(toggle(inAppKinds, kind, event.target.checked))}
                      slotProps={{ input: { 'aria-label': t('notifications.settings.inAppFor', { kind: label }) } }}
                    />
                  </TableCell>
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      disabled={emailOff}
                      checked={emailKinds.includes(kind)}
                      onChange={(event) => setChosenEmail(toggle(emailKinds, kind, event.target.checked))}
                      slotProps={{ input: { 'aria-label': t('notifications.settings.emailFor', { kind: label }) } }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={loading || !settings}
          onClick={() => void save({ variables: { settings: { emailKinds, inAppKinds, isEmailOff: emailOff } } }).then(onClose)}
        >
          {t('notifications.settings.save')}
        </Button>
      </DialogActions>
    </>
  );
}
