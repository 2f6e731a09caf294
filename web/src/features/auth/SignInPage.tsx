import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { buildConceptsPath, chooseDefaultClientCode, findSafeNextPath, readLastClientCode } from '../../session';
import { AuthFrame } from '../../components/AuthFrame';
import { fetchSignedInUser, signIn, type SignedInUserFields } from './sign-in-api';
import { SignInField } from './SignInField';
import { signInText as text } from './sign-in-text';
import { validateSignIn, type SignInFieldErrors, type SignInValues } from './sign-in-validation';

/** After signing in: the `next` path when it is safe, else the default client's concepts. */
export function findLandingPath(user: Pick<SignedInUserFields, 'clients'>, next: string | null): string {
  const safeNext = findSafeNextPath(next, window.location.origin);
  if (safeNext) return safeNext;
  const clientCode = chooseDefaultClientCode(user.clients, readLastClientCode());
  return clientCode ? buildConceptsPath(clientCode) : '/';
}

interface SignInPageProps {
  /** Opens the app after signing in: a full page load, so the app starts with this user's session. */
  leave?: (path: string) => void;
}

/**
 * The sign-in page, a page of its own (`/signin` loads only this, not the app): plain state,
 * `fetch`, the catalogue's texts read directly, MUI for the look. Signed in already, it moves on.
 */
export function SignInPage({ leave = (path) => window.location.replace(path) }: SignInPageProps) {
  const [isCheckingSession, setIsCheckingSession] = useState(true);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const next = new URLSearchParams(window.location.search).get('next');

  useEffect(() => {
    let isCurrent = true;
    void fetchSignedInUser(text.errors.network).then((answer) => {
      if (!isCurrent) return;
      if ('user' in answer && answer.user) leave(findLandingPath(answer.user, next));
      else setIsCheckingSession(false);
    });
    return () => {
      isCurrent = false;
    };
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const documentTitle = <title>{text.app.documentTitle.replace('{{title}}', text.auth.signIn.documentTitle)}</title>;
  if (isCheckingSession) {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        {documentTitle}
        <CircularProgress aria-label={text.app.loading} size={32} />
      </Box>
    );
  }

  const change = (field: keyof SignInValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the others keep theirs until the next submit.
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSignIn(values, text.auth.signIn.validation);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setServerError(null);
    setIsSubmitting(true);
    const answer = await signIn(values.email.trim(), values.password, text.errors.network);
    if ('user' in answer && answer.user) {
      leave(findLandingPath(answer.user, next));
      return;
    }
    setServerError('message' in answer ? answer.message : text.errors.unexpected);
    setIsSubmitting(false);
  };

  return (
    <AuthFrame appName={text.app.name} tagline={text.app.tagline}>
      {documentTitle}
      <Typography variant="h5" component="h1" gutterBottom>
        {text.auth.signIn.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {text.auth.signIn.subheading}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <SignInField
            label={text.auth.signIn.email}
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={values.email}
            onChange={change('email')}
            error={fieldErrors.email}
            disabled={isSubmitting}
          />
          <SignInField
            label={text.auth.signIn.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={fieldErrors.password}
            disabled={isSubmitting}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {text.auth.signIn.submit}
          </Button>
        </Box>
      </form>
    </AuthFrame>
  );
}
