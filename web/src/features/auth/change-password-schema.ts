import { MIN_PASSWORD_LENGTH } from '@atelier/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The server also refuses common and easily guessed passwords, and has the last word. */
export { MIN_PASSWORD_LENGTH };

export function createChangePasswordSchema(t: TFunction) {
  return z
    .object({
      currentPassword: z.string().min(1, t('auth.changePassword.validation.currentRequired')),
      newPassword: z.string().min(MIN_PASSWORD_LENGTH, t('auth.changePassword.validation.newTooShort', { count: MIN_PASSWORD_LENGTH })),
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: t('auth.changePassword.validation.mismatch'),
    });
}

export type ChangePasswordValues = z.infer<ReturnType<typeof createChangePasswordSchema>>;
