import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { MyReviewsWaitingQuery } from './review-stage-queries';

/** My work's "Waiting for me": open approval stages of the client where the signed-in user's decision is due. */
export function WaitingForMe({ clientCode }: { clientCode: string }) {
  const { t, i18n } = useTranslation();
  const { data, loading } = useQuery(MyReviewsWaitingQuery, { variables: { clientCode }, fetchPolicy: 'cache-and-network' });
  const items = data?.myReviewsWaiting ?? [];
  return (
    <Stack spacing={1} component="section" aria-labelledby="waiting-for-me">
      <Typography id="waiting-for-me" variant="h6" component="h2">
        {t('reviewStages.myWork.title')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('reviewStages.myWork.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reviewStages.myWork.concept')}</TableCell>
              <TableCell>{t('reviewStages.myWork.stage')}</TableCell>
              <TableCell>{t('reviewStages.myWork.deadline')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography color="text.secondary">{t('reviewStages.myWork.empty')}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {items.map((item) => (
              <TableRow key={item.concept.code} aria-label={item.concept.name}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/${encodeURIComponent(clientCode)}/creative/concepts/${encodeURIComponent(item.concept.code)}?tab=details&open=approvalModal`}
                  >
                    {item.concept.name}
                  </Link>
                </TableCell>
                <TableCell>{t('reviewStages.stage', { position: item.stage.position, name: item.stage.name })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{item.stage.deadline ? formatDateTime(item.stage.deadline, i18n.language) : '—'}</span>
                    {item.stage.isOverdue ? <Chip size="small" color="error" label={t('reviewStages.overdue')} /> : null}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
