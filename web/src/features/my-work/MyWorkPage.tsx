import { useMutation, useQuery } from '@apollo/client/react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DocumentTitle } from '../../components/DocumentTitle';
import { graphql } from '../../gql';
import type { ActionItemFieldsFragment } from '../../gql/graphql';
import { formatShortDate } from '../../lib/format-date';
import { findServerMessage } from '../../lib/graphql/errors';
import { UpdateUserActionItemMutation } from '../action-items';
import { WaitingForMe } from '../approval';
import { useCurrentClient } from '../../session';

const MyActionItemsQuery = graphql(`
  query MyActionItems($filter: MyActionItemFilter) {
    myActionItems(filter: $filter) {
      ...ActionItemFields
    }
  }
`);

const STATUSES = ['open', 'inProgress', 'completed'] as const;
type DueFilter = 'any' | 'overdue' | 'today' | 'week';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** My work: the signed-in user's action items in every client, as assignee or watcher; they set their own status here. */
export function MyWorkPage() {
  const { t, i18n } = useTranslation();
  const client = useCurrentClient();
  const [statuses, setStatuses] = useState<string[]>(['open', 'inProgress']);
  const [due, setDue] = useState<DueFilter>('any');
  const [error, setError] = useState<string | null>(null);
  const filter = {
    memberStatus: statuses.length ? statuses : null,
    isOverdue: due === 'overdue' ? true : null,
    dueOnOrBefore: due === 'today' ? dayFromNow(0) : due === 'week' ? dayFromNow(7) : null,
  };
  const { data, loading, refetch } = useQuery(MyActionItemsQuery, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const [updateMine] = useMutation(UpdateUserActionItemMutation);
  const items = data?.myActionItems ?? [];

  const setOwnStatus = async (item: ActionItemFieldsFragment, status: string) => {
    setError(null);
    const members = item.members.map((member) => ({
      type: member.type,
      status: member.status,
      user: { emailAddress: member.user.emailAddress },
    }));
    const own = item.members.findIndex((member) => member.user.emailAddress === item.viewerMember?.user.emailAddress);
    try {
      await updateMine({
        variables: {
          actionItemCode: item.code,
          actionItem: { members: members.map((member, index) => (index === own ? { ...member, status } : member)) },
        },
      });
      void refetch();
    } catch (caught) {
      setError(findServerMessage(caught, t('errors.network')));
    }
  };

  return (
    <Stack spacing={3}>
      <DocumentTitle title={t('myWork.title')} />
      <Typography variant="h4" component="h1">
        {t('myWork.title')}
      </Typography>
      <WaitingForMe clientCode={client.code} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          value={statuses}
          onChange={(_event, next: string[]) => setStatuses(next)}
          aria-label={t('myWork.statusFilter')}
        >
          {STATUSES.map((status) => (
            <ToggleButton key={status} value={status}>
              {t(`actionItems.statuses.${status}` as never)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('myWork.dueFilter')}
          value={due}
          onChange={(event) => setDue(event.target.value as DueFilter)}
          sx={{ width: 220 }}
        >
          {(['any', 'overdue', 'today', 'week'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {t(`myWork.due.${value}` as never)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('myWork.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('myWork.columns.name')}</TableCell>
              <TableCell>{t('myWork.columns.concept')}</TableCell>
              <TableCell>{t('myWork.columns.client')}</TableCell>
              <TableCell>{t('myWork.columns.due')}</TableCell>
              <TableCell>{t('myWork.columns.role')}</TableCell>
              <TableCell>{t('myWork.columns.myStatus')}</TableCell>
              <TableCell align="right">{t('myWork.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary">{t('myWork.empty')}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {items.map((item) => {
              const own = item.viewerMember;
              const conceptPath = item.linkedEntity
                ? `/${encodeURIComponent(item.client.code)}/creative/concepts/${encodeURIComponent(item.linkedEntity.code)}?tab=actions`
                : null;
              return (
                <TableRow key={item.code} aria-label={item.name}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {item.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[item.actionItemCategory?.name, t(`actionItems.types.${item.type}` as never)].filter(Boolean).join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {conceptPath ? (
                      <Link component={RouterLink} to={conceptPath}>
                        {item.linkedEntity?.name ?? item.linkedEntity?.code}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.client.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{item.endDate ? formatShortDate(item.endDate, i18n.language) : '—'}</span>
                      {item.isOverdue ? <Chip size="small" color="error" label={t('myWork.overdue')} /> : null}
                    </Stack>
                  </TableCell>
                  <TableCell>{own ? t(`actionItems.memberTypes.${own.type}` as never) : ''}</TableCell>
                  <TableCell>
                    {own ? (
                      <TextField
                        select
                        size="small"
                        value={own.status}
                        onChange={(event) => void setOwnStatus(item, event.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': t('myWork.myStatusFor', { name: item.name }) } }}
                        sx={{ minWidth: 150 }}
                      >
                        {STATUSES.map((status) => (
                          <MenuItem key={status} value={status}>
                            {t(`actionItems.statuses.${status}` as never)}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">
                    {own && own.status !== 'completed' ? (
                      <Button
                        size="small"
                        sx={{ whiteSpace: 'nowrap' }}
                        startIcon={<CheckCircleOutline />}
                        onClick={() => void setOwnStatus(item, 'completed')}
                        aria-label={t('myWork.markDoneFor', { name: item.name })}
                      >
                        {t('myWork.markDone')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
