import type { TFunction } from 'i18next';
import { z } from 'zod';

export function createSignInSchema(t: TFunction) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, t('auth.signIn.validation.emailRequired'))
      .pipe(z.email(t('auth.signIn.validation.emailInvalid'))),
    password: z.string().min(1, t('auth.signIn.validation.passwordRequired')),
  });
}

export type SignInValues = z.infer<ReturnType<typeof createSignInSchema>>;
