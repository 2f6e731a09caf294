export interface SignInValues {
  email: string;
  password: string;
}

export type SignInFieldErrors = Partial<Record<keyof SignInValues, string>>;

export interface SignInValidationMessages {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
}

// The shape zod's `z.email()` accepts (its default pattern), without loading zod on this page.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The sign-in form's checks before anything is sent: each field's message, or none. */
export function validateSignIn(values: SignInValues, messages: SignInValidationMessages): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;
  if (!values.password) errors.password = messages.passwordRequired;
  return errors;
}
