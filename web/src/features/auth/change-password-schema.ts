import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The server's minimum (server/src/modules/auth/passwords.ts); the server still has the last word. */
export const MIN_PASSWORD_LENGTH = 8;

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
