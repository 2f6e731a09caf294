import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface SaveProblemAlertsProps {
  /** The server's conflict message when the save was made from a stale copy. */
  conflict: string | null;
  onReload: () => void;
  /** Any other save failure not tied to a field. */
  formError: string | null;
  onDismissError: () => void;
}

/** What went wrong with the last save: a conflict with a Reload action, or a general error. */
export function SaveProblemAlerts({ conflict, onReload, formError, onDismissError }: SaveProblemAlertsProps) {
  const { t } = useTranslation();
  return (
    <>
      {conflict ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              {t('conceptEditor.actions.reload')}
            </Button>
          }
        >
          {conflict}
        </Alert>
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert" onClose={onDismissError}>
          {formError}
        </Alert>
      ) : null}
    </>
  );
}
