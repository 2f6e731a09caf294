import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { DocumentTitle } from '../../components/DocumentTitle';
import { graphql } from '../../gql';
import { findServerMessage } from '../../lib/graphql/errors';
import { buildConceptsPath } from '../../app/paths';
import { readLastClientCode } from '../../app/session/client-preferences';
import { chooseDefaultClientCode } from '../../app/session/default-client';
import { MeQuery } from '../../app/session/me-query';
import { findSafeNextPath } from '../../app/session/safe-next-path';
import type { SignedInUser } from '../../app/session/signed-in-user';
import { AuthLayout } from '../../components/AuthLayout';
import { createSignInSchema, type SignInValues } from './sign-in-schema';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...MeFields
    }
  }
`);

/** After signing in: the `next` path when it is safe, else the default client's concepts. */
export function findLandingPath(user: SignedInUser, next: string | null): string {
  const safeNext = findSafeNextPath(next, window.location.origin);
  if (safeNext) return safeNext;
  const clientCode = chooseDefaultClientCode(user.clients, readLastClientCode());
  return clientCode ? buildConceptsPath(clientCode) : '/';
}

export function SignInPage() {
  const { t } = useTranslation();
  const apolloClient = useApolloClient();
  const [searchParams] = useSearchParams();
  const { data: meData, loading: isLoadingMe } = useQuery(MeQuery);
  const [signIn] = useMutation(SignInMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => createSignInSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  // Signed in (now, or already when the page opened): move on. Writing `me` below triggers this.
  if (meData?.me) return <Navigate to={findLandingPath(meData.me, searchParams.get('next'))} replace />;
  if (isLoadingMe && !meData) return <LoadingView fullPage />;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await signIn({ variables: { email: values.email, password: values.password } });
      if (!data) throw new Error('signIn returned no data');
      // Signing out and session expiry already cleared the cache, so only `me` changes here.
      apolloClient.writeQuery({ query: MeQuery, data: { me: data.signIn } });
    } catch (error) {
      setServerError(findServerMessage(error, t('errors.network')));
    }
  });

  return (
    <AuthLayout>
      <DocumentTitle title={t('auth.signIn.documentTitle')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('auth.signIn.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.signIn.subheading')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <TextField
            label={t('auth.signIn.email')}
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            disabled={isSubmitting}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('auth.signIn.password')}
            type="password"
            autoComplete="current-password"
            fullWidth
            disabled={isSubmitting}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            {...register('password')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
