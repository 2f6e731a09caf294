import { METRICS_CSV_COLUMNS } from '@atelier/domain';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../components/CsvImportDialog';
import type { Target } from './AdAccountsPanel';
import { ImportAdMetricsMutation, PreviewAdMetricsImportMutation } from './ad-network-queries';
import { METRICS_CSV_SAMPLE, METRICS_FIELDS } from './metrics-import';

/**
 * Daily ad metrics from a CSV: choose a file, see row by row what importing would write (nothing
 * is written yet), then import the valid rows in one go. The figures show on the Analytics tab and
 * the Creative Performance page of the concepts the ads are linked to.
 */
export function ImportMetricsDialog({
  target,
  onClose,
  onImported,
}: {
  target: Target;
  onClose: () => void;
  onImported: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [runPreview] = useMutation(PreviewAdMetricsImportMutation);
  const [runImport] = useMutation(ImportAdMetricsMutation, {
    // Every figure the import touches is read again where it shows next.
    update: (cache) => {
      for (const fieldName of METRICS_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  return (
    <CsvImportDialog
      title={t('adNetworks.metricsImport.title')}
      help={t('adNetworks.metricsImport.help', {
        required: METRICS_CSV_COLUMNS.slice(0, 2).join(', '),
        optional: METRICS_CSV_COLUMNS.slice(2).join(', '),
      })}
      sample={{
        content: METRICS_CSV_SAMPLE,
        fileName: 'metrics-sample.csv',
        heading: t('adNetworks.metricsImport.sample'),
        downloadLabel: t('adNetworks.metricsImport.downloadSample'),
      }}
      labels={{
        chooseFile: t('adNetworks.metricsImport.chooseFile'),
        reading: t('adNetworks.metricsImport.reading'),
        rows: t('adNetworks.metricsImport.rows'),
        errors: t('adNetworks.metricsImport.errors'),
        ok: t('adNetworks.metricsImport.ok'),
        cancel: t('adNetworks.metricsImport.cancel'),
        confirm: (count) => t('adNetworks.metricsImport.confirm', { count }),
        failed: (message) => t('adNetworks.metricsImport.failed', { message }),
      }}
      previewFile={async (file) => (await runPreview({ variables: { ...target, csv: file.content } })).data?.previewAdMetricsImport}
      importFile={async (file) => {
        // The file as previewed: the server reads it again inside the import's transaction.
        const outcome = (await runImport({ variables: { ...target, csv: file.content } })).data?.importAdMetrics;
        return t('adNetworks.metricsImport.done', { written: outcome?.writtenCount ?? 0, skipped: outcome?.errorCount ?? 0 });
      }}
      summarizePreview={(preview) => ({
        text: t('adNetworks.metricsImport.summary', { write: preview.writeCount, errors: preview.errorCount }),
        hasProblems: preview.errorCount > 0,
      })}
      countImportableRows={(preview) => preview.writeCount}
      columns={[
        { header: t('adNetworks.metricsImport.line'), render: (row) => row.line },
        { header: t('adNetworks.metricsImport.day'), render: (row) => row.day },
        {
          header: t('adNetworks.metricsImport.ad'),
          render: (row) => (row.adName ? `${row.adName} (${row.ad})` : row.ad),
          sx: { overflowWrap: 'anywhere' },
        },
      ]}
      getRowKey={(row) => row.line}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
