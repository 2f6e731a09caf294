import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product mark and name ("Atelier"). */
export function AppLogo() {
  const { t } = useTranslation();
  return <AppLogoMark name={t('app.name')} />;
}

/** AppLogo with its name given: for the sign-in page, which loads no translation library. */
export function AppLogoMark({ name }: { name: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28, display: 'block' }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 19, letterSpacing: '-0.01em', color: 'text.primary' }}>
        {name}
      </Typography>
    </Box>
  );
}
