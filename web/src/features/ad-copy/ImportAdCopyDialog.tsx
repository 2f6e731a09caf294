import { useMutation } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../components/CsvImportDialog';
import { AdCopiesQuery, ImportAdCopiesMutation, PreviewAdCopyImportMutation } from './ad-copy-queries';

interface ImportAdCopyDialogProps {
  clientCode: string;
  applicationCode: string;
  onClose: () => void;
  onImported: (message: string) => void;
}

const ACTION_COLOR = { create: 'success', update: 'info', error: 'error' } as const;

/** Choose a CSV file, see what it would create, update or skip (per-row errors), then confirm. */
export function ImportAdCopyDialog({ clientCode, applicationCode, onClose, onImported }: ImportAdCopyDialogProps) {
  const { t } = useTranslation();
  const [runPreview] = useMutation(PreviewAdCopyImportMutation);
  const [runImport] = useMutation(ImportAdCopiesMutation, {
    refetchQueries: [AdCopiesQuery],
    awaitRefetchQueries: true,
  });
  const variables = { clientCode, applicationCode };

  return (
    <CsvImportDialog
      title={t('adCopy.import.title')}
      help={t('adCopy.import.help')}
      labels={{
        chooseFile: t('adCopy.import.chooseFile'),
        reading: t('adCopy.import.reading'),
        rows: t('adCopy.import.rowsLabel'),
        errors: t('adCopy.import.errors'),
        cancel: t('adCopy.import.cancel'),
        confirm: (count) => t('adCopy.import.confirm', { count }),
        failed: (message) => t('adCopy.import.failed', { message }),
      }}
      previewFile={async (file) => (await runPreview({ variables: { ...variables, csv: file.content } })).data?.previewAdCopyImport}
      importFile={async (file) => {
        const result = await runImport({ variables: { ...variables, csv: file.content } });
        return result.data ? t('adCopy.import.done', result.data.importAdCopies) : null;
      }}
      summarizePreview={(preview) => ({ text: t('adCopy.import.summary', preview), hasProblems: preview.errorCount > 0 })}
      countImportableRows={(preview) => preview.createCount + preview.updateCount}
      columns={[
        { header: t('adCopy.import.line'), render: (row) => row.line },
        {
          header: t('adCopy.import.action'),
          render: (row) => (
            <Chip
              size="small"
              color={ACTION_COLOR[row.action as keyof typeof ACTION_COLOR] ?? 'default'}
              label={t(`adCopy.import.actions.${row.action}` as 'adCopy.import.actions.create', row.action)}
            />
          ),
        },
        { header: t('adCopy.import.name'), render: (row) => row.name },
      ]}
      getRowKey={(row) => row.line}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
