import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLogoMark } from './AppLogoMark';

interface AuthFrameProps {
  appName: string;
  tagline: string;
  maxWidth?: number;
  children: ReactNode;
}

/**
 * A centred card on a quiet background with the app's name and tagline given: AuthLayout's frame, and
 * the sign-in page's, which loads no translation library (so this file imports none).
 */
export function AuthFrame({ appName, tagline, children, maxWidth = 420 }: AuthFrameProps) {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        background: `radial-gradient(1200px 600px at 50% -10%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 70%), ${theme.palette.background.default}`,
      })}
    >
      <Box sx={{ mb: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <AppLogoMark name={appName} />
        <Typography variant="body2" color="text.secondary">
          {tagline}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth,
          p: { xs: 3, sm: 4 },
          boxShadow: (theme) => `0 12px 40px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.4 : 0.08)}`,
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}
