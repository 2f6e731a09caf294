import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Honest empty state for a screen with nothing to show (for example a tab that needs an
 * application): says why, never shows made-up data.
 */
export function UnavailableNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 3, sm: 5 }, display: 'flex', gap: 3, alignItems: 'flex-start', borderStyle: 'dashed', bgcolor: 'background.paper' }}
    >
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: 2,
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          color: 'primary.main',
        }}
      >
        <ConstructionOutlined />
      </Box>
      <Box>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {t('unavailable.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {message}
        </Typography>
      </Box>
    </Paper>
  );
}
