import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  message: ReactNode;
  action?: ReactNode;
  /** Fill the viewport (outside the shell) instead of the content area. */
  fullPage?: boolean;
}

/** A page that explains why there is nothing to show: no access, not found, no applications. */
export function StatusPage({ icon, title, message, action, fullPage = false }: StatusPageProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : '60vh', px: 3, py: 6 }}
    >
      <DocumentTitle title={title} />
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
            '& svg': { fontSize: 32 },
          }}
        >
          {icon}
        </Box>
        <Typography id={titleId} variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
      </Stack>
    </Box>
  );
}
