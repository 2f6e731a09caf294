import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog, type ChosenFile } from '../../components/CsvImportDialog';
import type { AdTreeFileFormat } from '../../gql/graphql';
import type { AdAccountRow, Target } from './AdAccountsPanel';
import { ImportAdTreeMutation, PreviewAdTreeImportMutation } from './ad-network-queries';
import { readRunSummary } from './summary';

/** A `.json` name or content that opens an array is JSON; anything else is read as CSV. */
function findFileFormat(file: ChosenFile): AdTreeFileFormat {
  return /\.json$/i.test(file.name) || file.content.trimStart().startsWith('[') ? 'JSON' : 'CSV';
}

/** Choose a CSV or JSON file, see row by row what it would do, then import it in one go. */
export function ImportAdTreeDialog({
  target,
  account,
  onClose,
  onImported,
}: {
  target: Target;
  account: AdAccountRow;
  onClose: () => void;
  onImported: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [runPreview] = useMutation(PreviewAdTreeImportMutation);
  const [runImport] = useMutation(ImportAdTreeMutation);
  const readVariables = (file: ChosenFile) => ({
    ...target,
    adAccountCode: account.code,
    format: findFileFormat(file),
    content: file.content,
  });
  const title = t('adNetworks.import.title', { name: account.name });

  return (
    <CsvImportDialog
      title={title}
      help={t('adNetworks.import.help')}
      accept=".csv,.json,text/csv,application/json"
      labels={{
        chooseFile: t('adNetworks.import.chooseFile'),
        reading: t('adNetworks.import.reading'),
        rows: title,
        errors: t('adNetworks.import.errors'),
        ok: t('adNetworks.import.ok'),
        cancel: t('adNetworks.import.cancel'),
        confirm: (count) => t('adNetworks.import.confirm', { count }),
        failed: (message) => t('adNetworks.import.failed', { message }),
      }}
      previewFile={async (file) => (await runPreview({ variables: readVariables(file) })).data?.previewAdTreeImport}
      importFile={async (file) => {
        const summary = readRunSummary((await runImport({ variables: readVariables(file) })).data?.importAdTree.summary);
        return t('adNetworks.import.done', { ads: summary.ads.created, linked: summary.linked, suggested: summary.suggested });
      }}
      summarizePreview={(preview) => {
        const summary = readRunSummary(preview.summary);
        return {
          text: t('adNetworks.import.summary', {
            valid: preview.validRowCount,
            total: preview.rowCount,
            campaigns: summary.campaigns.created,
            assetSets: summary.assetSets.created,
            ads: summary.ads.created,
            updated: summary.campaigns.updated + summary.assetSets.updated + summary.ads.updated,
          }),
          hasProblems: preview.validRowCount < preview.rowCount,
        };
      }}
      countImportableRows={(preview) => preview.validRowCount}
      columns={[
        { header: t('adNetworks.import.row'), render: (row) => row.rowNumber },
        { header: t('adNetworks.import.campaign'), render: (row) => row.campaign },
        { header: t('adNetworks.import.assetSet'), render: (row) => row.assetSet },
        { header: t('adNetworks.import.ad'), render: (row) => row.ad },
      ]}
      getRowKey={(row) => row.rowNumber}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
