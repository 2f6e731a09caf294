import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../components/CsvImportDialog';
import { evictConvertedFigures, ImportExchangeRatesMutation, PreviewExchangeRatesImportMutation } from './exchange-rates-queries';
import { ratesCsvSample } from './exchange-rate-form';

interface Target {
  clientCode: string;
  applicationCode: string;
}

/**
 * Rates from a CSV of date,currency,rate: choosing the file previews it (new, changed and
 * unchanged rates, the rows with problems), and only Confirm writes the valid rates.
 */
export function ImportExchangeRatesDialog({
  target,
  reportingCurrency,
  currencies,
  onClose,
  onImported,
}: {
  target: Target;
  reportingCurrency: string;
  currencies: readonly string[];
  onClose: () => void;
  onImported: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [runPreview] = useMutation(PreviewExchangeRatesImportMutation);
  // Every converted figure may change: read again where it shows next.
  const [runImport] = useMutation(ImportExchangeRatesMutation, { update: evictConvertedFigures });

  return (
    <CsvImportDialog
      title={t('settings.rates.importDialog.title')}
      help={t('settings.rates.importDialog.help', { currency: reportingCurrency })}
      sample={{
        content: ratesCsvSample(reportingCurrency, currencies),
        fileName: 'exchange-rates-sample.csv',
        heading: t('settings.rates.importDialog.sample'),
        downloadLabel: t('settings.rates.importDialog.downloadSample'),
      }}
      labels={{
        chooseFile: t('settings.rates.importDialog.chooseFile'),
        reading: t('settings.rates.importDialog.reading'),
        rows: t('settings.rates.importDialog.rows'),
        errors: t('settings.rates.importDialog.errors'),
        cancel: t('settings.rates.importDialog.cancel'),
        confirm: (count) => t('settings.rates.importDialog.confirm', { count }),
        failed: (message) => t('settings.rates.importDialog.failed', { message }),
      }}
      previewFile={async (file) => {
        const preview = (await runPreview({ variables: { ...target, csv: file.content } })).data?.previewExchangeRatesImport;
        // The dialog lists rows with their problems; the rates file answers only those.
        return preview ? { ...preview, rows: preview.errors.map((row) => ({ line: row.line, errors: row.messages })) } : null;
      }}
      importFile={async (file) => {
        const outcome = (await runImport({ variables: { ...target, csv: file.content } })).data?.importExchangeRates;
        return t('settings.rates.importDialog.done', { written: outcome?.writtenCount ?? 0, skipped: outcome?.errorCount ?? 0 });
      }}
      summarizePreview={(preview) => ({
        text: t('settings.rates.importDialog.summary', {
          rows: preview.rowCount,
          new: preview.newCount,
          changed: preview.changedCount,
          unchanged: preview.unchangedCount,
          errors: preview.errorCount,
        }),
        hasProblems: preview.errorCount > 0,
      })}
      countImportableRows={(preview) => preview.newCount + preview.changedCount + preview.unchangedCount}
      columns={[{ header: t('settings.rates.importDialog.line'), render: (row) => row.line }]}
      getRowKey={(row) => row.line}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
