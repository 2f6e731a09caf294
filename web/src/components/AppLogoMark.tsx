import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The product mark with its name given: AppLogo's, and the sign-in page's, which loads no translation
 * library (so this file imports none).
 */
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
