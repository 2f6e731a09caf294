import { z } from 'zod';

/** Spec 2 §9: a link is valid 6 days by default; the lead may choose from 1 hour to 30 days. */
export const DEFAULT_EXPIRY_HOURS = 144;
export const EXPIRY_CHOICES_HOURS = [1, 6, 24, 72, 144, 168, 336, 720] as const;
export const SHARE_PASSWORD_MIN_LENGTH = 8;
export const SHARE_PASSWORD_MAX_LENGTH = 128;
/** Spec 2 §9: the 'copied' indicator shows for 800 ms. */
export const COPIED_INDICATOR_MS = 800;

export function buildShareLinkSchema(messages: { passwordLength: string }) {
  return z.object({
    expiresInHours: z.string(),
    password: z
      .string()
      .refine((value) => value === '' || (value.length >= SHARE_PASSWORD_MIN_LENGTH && value.length <= SHARE_PASSWORD_MAX_LENGTH), {
        message: messages.passwordLength,
      }),
    allowDownloads: z.boolean(),
  });
}

export type ShareLinkFormValues = z.infer<ReturnType<typeof buildShareLinkSchema>>;

export const DEFAULT_SHARE_LINK_VALUES: ShareLinkFormValues = {
  expiresInHours: String(DEFAULT_EXPIRY_HOURS),
  password: '',
  allowDownloads: true,
};

export function toShareLinkInput(values: ShareLinkFormValues) {
  return {
    expiresInHours: Number(values.expiresInHours),
    password: values.password === '' ? null : values.password,
    allowDownloads: values.allowDownloads,
  };
}

/** The link as a visitor opens it: the server answers a path, the browser knows the site's address. */
export function toAbsoluteShareUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}
