import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ShareLinkFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format-date';
import { findServerMessage } from '../../lib/graphql/errors';
import { personLabel } from '../../lib/person-label';
import { CopyLinkButton } from './CopyLinkButton';
import { RevokeShareLinkMutation, ShareLinksQuery } from './share-link-documents';
import { toAbsoluteShareUrl } from './share-link-form';

interface ShareLinksListProps {
  clientCode: string;
  conceptCode: string;
  links: readonly ShareLinkFieldsFragment[];
  isLoading: boolean;
  error: unknown;
}

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'error' } as const;

/** A concept's links: who made them, until when, how often they were opened; copy or revoke. */
export function ShareLinksList({ clientCode, conceptCode, links, isLoading, error }: ShareLinksListProps) {
  const { t, i18n } = useTranslation();
  const [revoking, setRevoking] = useState<ShareLinkFieldsFragment | null>(null);
  const variables = { clientCode, conceptCode };
  const [revokeLink, revocation] = useMutation(RevokeShareLinkMutation, { refetchQueries: [{ query: ShareLinksQuery, variables }] });

  if (error) return <Alert severity="error">{findServerMessage(error, t('sharing.list.loadFailed'))}</Alert>;
  if (isLoading) return <Typography color="text.secondary">{t('sharing.list.loading')}</Typography>;
  if (links.length === 0) return <Typography color="text.secondary">{t('sharing.list.empty')}</Typography>;

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revokeLink({ variables: { ...variables, shareLinkCode: revoking.code } }).catch(() => null);
    if (result) setRevoking(null);
  };

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('sharing.list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sharing.list.createdBy')}</TableCell>
              <TableCell>{t('sharing.list.expires')}</TableCell>
              <TableCell>{t('sharing.list.lastOpened')}</TableCell>
              <TableCell align="right">{t('sharing.list.opens')}</TableCell>
              <TableCell>{t('sharing.list.status')}</TableCell>
              <TableCell align="right">{t('sharing.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.map((link) => (
              <TableRow key={link.code}>
                <TableCell>
                  {personLabel(link.createBy, t('sharing.list.system'))}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatDateTime(link.createDate, i18n.language)}
                    {link.hasPassword ? ` · ${t('sharing.list.withPassword')}` : ''}
                    {link.allowDownloads ? '' : ` · ${t('sharing.list.noDownloads')}`}
                  </Typography>
                </TableCell>
                <TableCell>{formatDateTime(link.expiresAt, i18n.language)}</TableCell>
                <TableCell>{link.lastOpenedAt ? formatDateTime(link.lastOpenedAt, i18n.language) : t('sharing.list.never')}</TableCell>
                <TableCell align="right">{link.openCount}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`sharing.status.${link.status}` as never)}
                    color={STATUS_COLOR[link.status as keyof typeof STATUS_COLOR] ?? 'default'}
                  />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {link.url ? <CopyLinkButton url={toAbsoluteShareUrl(link.url)} /> : null}
                    {link.status === 'active' ? (
                      <Button size="small" color="error" onClick={() => setRevoking(link)}>
                        {t('sharing.list.revoke')}
                      </Button>
                    ) : null}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={revoking !== null}
        title={t('sharing.revoke.title')}
        message={t('sharing.revoke.message')}
        confirmLabel={t('sharing.revoke.confirm')}
        isDestructive
        isBusy={revocation.loading}
        error={revocation.error ? findServerMessage(revocation.error, t('sharing.revoke.failed')) : null}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
