import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../session';
import { graphql } from '../../gql';
import { findServerMessage } from '../../lib/graphql/errors';
import { createChangePasswordSchema, type ChangePasswordValues } from './change-password-schema';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

interface ChangePasswordDialogProps {
  onClose: () => void;
  onChanged: () => void;
}

export function ChangePasswordDialog({ onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const user = useSignedInUser();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => createChangePasswordSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await changePassword({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      onChanged();
    } catch (error) {
      setServerError(findServerMessage(error, t('errors.network')));
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>{t('auth.changePassword.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {t('auth.changePassword.description')}
          </DialogContentText>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.emailAddress} readOnly hidden />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError ? (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            ) : null}
            <TextField
              label={t('auth.changePassword.current')}
              type="password"
              autoComplete="current-password"
              autoFocus
              fullWidth
              error={Boolean(errors.currentPassword)}
              helperText={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <TextField
              label={t('auth.changePassword.new')}
              type="password"
              autoComplete="new-password"
              fullWidth
              error={Boolean(errors.newPassword)}
              helperText={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <TextField
              label={t('auth.changePassword.confirm')}
              type="password"
              autoComplete="new-password"
              fullWidth
              error={Boolean(errors.confirmPassword)}
              helperText={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('auth.changePassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
