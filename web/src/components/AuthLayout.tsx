import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from './AuthFrame';

/** A centred card on a quiet background, for pages shown without the shell. */
export function AuthLayout({ children, maxWidth = 420 }: { children: ReactNode; maxWidth?: number }) {
  const { t } = useTranslation();
  return (
    <AuthFrame appName={t('app.name')} tagline={t('app.tagline')} maxWidth={maxWidth}>
      {children}
    </AuthFrame>
  );
}
