import { CURRENCY_CODES } from '@atelier/domain';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../lib/graphql/errors';
import type { AdAccountRow, Target } from './AdAccountsPanel';
import { CreateAdAccountMutation, UpdateAdAccountMutation } from './ad-network-queries';

/** The channel catalogue's channels; an API connector reads its own. */
const CHANNELS = [
  { code: 'meta', name: 'Meta' },
  { code: 'google', name: 'Google Ads' },
  { code: 'tiktok', name: 'TikTok' },
  { code: 'applovin', name: 'AppLovin' },
  { code: 'unity', name: 'Unity Ads' },
];
const CONNECTOR_CHANNEL: Record<string, string | undefined> = { meta: 'meta', applovin: 'applovin' };
/** Each connector's credential fields; AppLovin issues two keys (campaign management, reports). */
const CREDENTIAL_FIELDS: Record<string, CredentialField[]> = { meta: ['accessToken'], applovin: ['apiKey', 'reportKey'], import: [] };
type CredentialField = 'accessToken' | 'apiKey' | 'reportKey';

interface FormValues {
  name: string;
  connector: string;
  channelCode: string;
  externalAccountId: string;
  baseUrl: string;
  /** Write-only: empty on open; on an edit a field left empty keeps its stored value. */
  secrets: Record<CredentialField, string>;
  syncIntervalMinutes: string;
  /** ISO 4217; empty on a new account: the server's default. */
  currency: string;
}

/** Add or edit an account. Credentials are write-only: the form never shows the stored ones. */
export function AdAccountDialog({
  target,
  account,
  onClose,
  onSaved,
}: {
  target: Target;
  account: AdAccountRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading: isCreating }] = useMutation(CreateAdAccountMutation);
  const [update, { loading: isUpdating }] = useMutation(UpdateAdAccountMutation);
  const { register, handleSubmit, watch, setValue, formState, control } = useForm<FormValues>({
    defaultValues: {
      name: account?.name ?? '',
      connector: account?.connector ?? 'meta',
      channelCode: account?.channelCode ?? 'meta',
      externalAccountId: account?.externalAccountId ?? '',
      baseUrl: account?.baseUrl ?? '',
      secrets: { accessToken: '', apiKey: '', reportKey: '' },
      syncIntervalMinutes: account?.syncIntervalMinutes ? String(account.syncIntervalMinutes) : '',
      currency: account?.currency ?? '',
    },
  });
  const connector = watch('connector');
  const channelCode = watch('channelCode');
  const credentialFields = CREDENTIAL_FIELDS[connector] ?? [];
  const isBusy = isCreating || isUpdating;

  const submit = async (values: FormValues) => {
    setProblem(null);
    const interval = values.syncIntervalMinutes.trim() ? Number(values.syncIntervalMinutes) : null;
    // Only what was typed is sent: the server keeps a stored field left empty on an edit.
    const typed = credentialFields.filter((field) => values.secrets[field].trim());
    const credentials = typed.length ? Object.fromEntries(typed.map((field) => [field, values.secrets[field].trim()])) : undefined;
    try {
      if (account) {
        await update({
          variables: {
            ...target,
            adAccountCode: account.code,
            adAccount: {
              name: values.name,
              externalAccountId: values.externalAccountId,
              baseUrl: values.baseUrl,
              credentials,
              ...(values.currency ? { currency: values.currency } : {}),
              ...(interval === null ? { clearSyncInterval: true } : { syncIntervalMinutes: interval }),
            },
          },
        });
      } else {
        await create({
          variables: {
            ...target,
            adAccount: {
              name: values.name,
              connector: values.connector,
              channelCode: values.channelCode,
              externalAccountId: values.externalAccountId,
              baseUrl: values.baseUrl || null,
              credentials,
              syncIntervalMinutes: interval,
              currency: values.currency || null,
            },
          },
        });
      }
      onSaved();
    } catch (error) {
      setProblem(findServerMessage(error, t('errors.network')));
    }
  };

  const required = { required: t('adNetworks.dialog.required') };
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogTitle id={titleId}>{account ? t('adNetworks.dialog.editTitle') : t('adNetworks.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
            <TextField
              label={t('adNetworks.dialog.name')}
              {...register('name', required)}
              error={Boolean(formState.errors.name)}
              helperText={formState.errors.name?.message}
              required
            />
            <TextField
              select
              label={t('adNetworks.dialog.connector')}
              value={connector}
              disabled={Boolean(account)}
              onChange={(event) => {
                setValue('connector', event.target.value);
                const channel = CONNECTOR_CHANNEL[event.target.value];
                if (channel) setValue('channelCode', channel);
              }}
            >
              {['meta', 'applovin', 'import'].map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`adNetworks.connectors.${name}` as 'adNetworks.connectors.meta')}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('adNetworks.dialog.channel')}
              value={channelCode}
              disabled={Boolean(account) || Boolean(CONNECTOR_CHANNEL[connector])}
              onChange={(event) => setValue('channelCode', event.target.value)}
            >
              {CHANNELS.map((channel) => (
                <MenuItem key={channel.code} value={channel.code}>
                  {channel.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('adNetworks.dialog.accountId')}
              {...register('externalAccountId', required)}
              error={Boolean(formState.errors.externalAccountId)}
              helperText={formState.errors.externalAccountId?.message}
              required
            />
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <Autocomplete
                  options={CURRENCY_CODES}
                  value={field.value || null}
                  onChange={(_event, next) => field.onChange(next ?? '')}
                  onBlur={field.onBlur}
                  autoHighlight
                  disableClearable={Boolean(account)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('adNetworks.dialog.currency')}
                      helperText={account ? t('adNetworks.dialog.currencyHelpKept') : t('adNetworks.dialog.currencyHelpNew')}
                    />
                  )}
                />
              )}
            />
            {connector !== 'import' ? (
              <>
                {credentialFields.map((field) => (
                  <TextField
                    key={field}
                    label={t(`adNetworks.dialog.credentialFields.${field}`)}
                    type="password"
                    autoComplete="off"
                    {...register(`secrets.${field}`, account?.hasCredentials ? {} : required)}
                    error={Boolean(formState.errors.secrets?.[field])}
                    helperText={
                      formState.errors.secrets?.[field]?.message ??
                      [
                        field === 'reportKey' ? t('adNetworks.dialog.reportKeyHelp') : null,
                        account?.hasCredentials ? t('adNetworks.dialog.credentialHelpKept') : t('adNetworks.dialog.credentialHelpNew'),
                      ]
                        .filter(Boolean)
                        .join(' ')
                    }
                    required={!account?.hasCredentials}
                  />
                ))}
                <TextField
                  label={t('adNetworks.dialog.baseUrl')}
                  {...register('baseUrl')}
                  helperText={t('adNetworks.dialog.baseUrlHelp')}
                />
                <TextField
                  label={t('adNetworks.dialog.interval')}
                  type="number"
                  {...register('syncIntervalMinutes')}
                  helperText={t('adNetworks.dialog.intervalHelp')}
                  slotProps={{ htmlInput: { min: 15, max: 10080 } }}
                />
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            {t('adNetworks.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {t('adNetworks.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
