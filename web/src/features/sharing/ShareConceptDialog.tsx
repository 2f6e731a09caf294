import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSelect, ControlledTextField } from '../../components/ControlledFields';
import { findServerMessage } from '../../lib/graphql/errors';
import { CopyLinkButton } from './CopyLinkButton';
import { CreateShareLinkMutation, ShareLinksQuery } from './share-link-documents';
import {
  buildShareLinkSchema,
  DEFAULT_SHARE_LINK_VALUES,
  EXPIRY_CHOICES_HOURS,
  SHARE_PASSWORD_MIN_LENGTH,
  toAbsoluteShareUrl,
  toShareLinkInput,
  type ShareLinkFormValues,
} from './share-link-form';
import { ShareLinksList } from './ShareLinksList';

interface ShareConceptDialogProps {
  open: boolean;
  onClose: () => void;
  clientCode: string;
  concept: { code: string; name: string };
}

/** Making a share link of a concept (expiry, password, downloads), copying it, and the concept's links. */
export function ShareConceptDialog({ open, onClose, clientCode, concept }: ShareConceptDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const variables = { clientCode, conceptCode: concept.code };
  const links = useQuery(ShareLinksQuery, { variables, skip: !open, fetchPolicy: 'cache-and-network' });
  const [createLink, creation] = useMutation(CreateShareLinkMutation, {
    refetchQueries: [{ query: ShareLinksQuery, variables }],
  });
  const form = useForm<ShareLinkFormValues>({
    resolver: zodResolver(
      buildShareLinkSchema({ passwordLength: t('sharing.dialog.passwordLength', { count: SHARE_PASSWORD_MIN_LENGTH }) }),
    ),
    defaultValues: DEFAULT_SHARE_LINK_VALUES,
  });

  const submit = form.handleSubmit(async (values) => {
    const { data } = await createLink({ variables: { ...variables, link: toShareLinkInput(values) } }).catch(() => ({ data: undefined }));
    const url = data?.createCreativeConceptShareLink.url;
    if (url) {
      setCreatedUrl(toAbsoluteShareUrl(url));
      form.reset(DEFAULT_SHARE_LINK_VALUES);
    }
  });

  const close = () => {
    setCreatedUrl(null);
    form.reset(DEFAULT_SHARE_LINK_VALUES);
    onClose();
  };

  const expiryOptions = EXPIRY_CHOICES_HOURS.map((hours) => ({
    value: String(hours),
    label: hours < 24 ? t('sharing.dialog.expiryHours', { count: hours }) : t('sharing.dialog.expiryDays', { count: hours / 24 }),
  }));

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('sharing.dialog.title', { name: concept.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sharing.dialog.intro')}
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label={t('sharing.dialog.formLabel')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ControlledSelect control={form.control} name="expiresInHours" label={t('sharing.dialog.expiry')} options={expiryOptions} />
            <ControlledTextField
              control={form.control}
              name="password"
              type="password"
              label={t('sharing.dialog.password')}
              helperText={t('sharing.dialog.passwordHelp')}
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
          </Stack>
          <Controller
            control={form.control}
            name="allowDownloads"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('sharing.dialog.allowDownloads')}
              />
            )}
          />
          {creation.error ? <Alert severity="error">{findServerMessage(creation.error, t('sharing.dialog.createFailed'))}</Alert> : null}
          <div>
            <Button type="submit" variant="contained" disabled={creation.loading}>
              {creation.loading ? t('sharing.dialog.creating') : t('sharing.dialog.create')}
            </Button>
          </div>
        </Stack>

        {createdUrl ? (
          <Alert severity="success" sx={{ mt: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }} icon={false}>
            <Typography variant="subtitle2" gutterBottom>
              {t('sharing.dialog.created')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                value={createdUrl}
                size="small"
                fullWidth
                label={t('sharing.dialog.linkLabel')}
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                onFocus={(event) => event.target.select()}
              />
              <CopyLinkButton url={createdUrl} />
            </Stack>
          </Alert>
        ) : null}

        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('sharing.list.title')}
        </Typography>
        <ShareLinksList
          clientCode={clientCode}
          conceptCode={concept.code}
          links={links.data?.creativeConceptShareLinks ?? []}
          isLoading={links.loading && !links.data}
          error={links.error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('sharing.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
