import { useApolloClient } from '@apollo/client/react';
import { AD_COPY_IMPORT } from '@atelier/domain';
import Add from '@mui/icons-material/Add';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  buildAdCopyCreatePath,
  useCurrentApplication,
  useCurrentClient,
  useFullWidthPage,
  usePermissions,
  useSignedInUser,
} from '../../session';
import { NoticeSnackbar, useNotice } from '../../components/NoticeSnackbar';
import { PageHeader } from '../../components/PageHeader';
import { StatusPage } from '../../components/StatusPage';
import type { AdCopyFilter } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import { isAllowed } from '../../lib/permissions';
import { ExportAdCopiesQuery } from './ad-copy-queries';
import { AdCopyList } from './AdCopyList';
import { ImportAdCopyDialog } from './ImportAdCopyDialog';
import { LengthRulesDialog } from './LengthRulesDialog';

/** /{clientCode}/creative/ad-copy: the ad copy of the current application (spec 2 §2.8). */
export function AdCopyListPage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { can, permissions } = usePermissions();
  const user = useSignedInUser();
  const apollo = useApolloClient();
  const { notice, showNotice, hideNotice } = useNotice();
  const [filter, setFilter] = useState<AdCopyFilter | null>(null);
  const [dialog, setDialog] = useState<'import' | 'rules' | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  useFullWidthPage();
  const onFilterChange = useCallback((next: AdCopyFilter | null) => setFilter(next), []);

  if (!application) {
    return <StatusPage icon={<AppsOutlined />} title={t('status.noApps.title')} message={t('status.noApps.message')} />;
  }

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const result = await apollo.query({
        query: ExportAdCopiesQuery,
        variables: { clientCode: client.code, applicationCode: application.code, filter },
        fetchPolicy: 'no-cache',
      });
      const exported = result.data?.exportAdCopies;
      // A byte-order mark so spreadsheet programs read the file as UTF-8.
      const url = URL.createObjectURL(new Blob(['\uFEFF', exported?.csv ?? ''], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `ad-copy-${client.code}-${application.code}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      // A file cut short must not pass for the whole list.
      if (exported && exported.rowCount < exported.totalItemCount)
        showNotice(t('adCopy.list.exportCutShort', { rowCount: exported.rowCount, totalItemCount: exported.totalItemCount }), 'info');
    } catch (error) {
      showNotice(t('adCopy.list.exportFailed', { message: findServerMessage(error, t('errors.network')) }), 'error');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('adCopy.list.title')}
        subtitle={application.name}
        actions={
          <>
            {user.isPlatformStaff ? (
              <Button startIcon={<RuleOutlined />} onClick={() => setDialog('rules')}>
                {t('adCopy.list.lengthRules')}
              </Button>
            ) : null}
            <Button startIcon={<FileDownloadOutlined />} onClick={() => void exportCsv()} disabled={isExporting}>
              {t('adCopy.list.export')}
            </Button>
            {isAllowed(AD_COPY_IMPORT, permissions) ? (
              <Button startIcon={<FileUploadOutlined />} onClick={() => setDialog('import')}>
                {t('adCopy.list.import')}
              </Button>
            ) : null}
            {can('adCopy:create') ? (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to={buildAdCopyCreatePath(client.code)}>
                {t('adCopy.list.addNew')}
              </Button>
            ) : null}
          </>
        }
      />
      <AdCopyList
        // Each client and application keeps its own columns and filters.
        key={`${client.code}/${application.code}`}
        clientCode={client.code}
        applicationCode={application.code}
        onFilterChange={onFilterChange}
      />
      {dialog === 'import' ? (
        <ImportAdCopyDialog
          clientCode={client.code}
          applicationCode={application.code}
          onClose={() => setDialog(null)}
          onImported={(message) => {
            setDialog(null);
            showNotice(message);
          }}
        />
      ) : null}
      {dialog === 'rules' ? <LengthRulesDialog onClose={() => setDialog(null)} /> : null}
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </>
  );
}
