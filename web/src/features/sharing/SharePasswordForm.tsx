import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ControlledTextField } from '../../components/ControlledFields';

interface SharePasswordFormProps {
  problem: 'wrong' | 'throttled' | null;
  isSubmitting: boolean;
  onSubmit: (password: string) => void;
}

/** The password step of a protected link: it says nothing about the concept until the password is right. */
export function SharePasswordForm({ problem, isSubmitting, onSubmit }: SharePasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(z.object({ password: z.string().min(1, t('sharing.password.required')) })),
    defaultValues: { password: '' },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.password))(event)}
    >
      <Typography variant="h5" component="h1">
        {t('sharing.password.title')}
      </Typography>
      <Typography color="text.secondary">{t('sharing.password.intro')}</Typography>
      {problem ? (
        <Alert severity="error">{problem === 'wrong' ? t('sharing.password.wrong') : t('sharing.password.throttled')}</Alert>
      ) : null}
      <ControlledTextField
        control={form.control}
        name="password"
        type="password"
        label={t('sharing.password.label')}
        slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {isSubmitting ? t('sharing.password.opening') : t('sharing.password.submit')}
      </Button>
    </Stack>
  );
}
