import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product mark and name ("Atelier"). */
export function AppLogo() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28, display: 'block' }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 19, letterSpacing: '-0.01em', color: 'text.primary' }}>
        {t('app.name')}
      </Typography>
    </Box>
  );
}
