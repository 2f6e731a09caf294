import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A centred line in the viewer's box: a loading state or why nothing is shown. */
export function MediaMessage({ text, isBusy = false }: { text: string; isBusy?: boolean }) {
  return (
    <Box
      role={isBusy ? 'status' : 'alert'}
      sx={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      {isBusy && <CircularProgress size={28} />}
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}
