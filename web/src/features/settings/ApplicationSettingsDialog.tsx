import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentApplication, useCurrentClient, usePermissions } from '../../session';
import { LoadingView } from '../../components/LoadingView';
import { graphql } from '../../gql';
import { ApplicationSettingsForm } from './ApplicationSettingsForm';
import { findDisplayedFields } from './ua-settings-form';

const ApplicationUaSettingsQuery = graphql(`
  query ApplicationUaSettingsForm($clientCode: String!, $applicationCode: String!) {
    uaSettingFields(scope: "application", displayZones: ["application"]) {
      code
      name
      type
      isRequired
      section
      width
      defaultValue
      selectValues {
        name
        value
        sequenceId
        isDefault
      }
      availableScopes
      visibility
      settings {
        multiple
        min
        max
        visibilityCondition {
          key
          value
        }
      }
      displayZone
    }
    applicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      value
      inheritedValue
      isInherited
    }
  }
`);

interface ApplicationSettingsDialogProps {
  onClose: () => void;
}

/** The current application's UA settings (spec 1 §4 "Settings form", §5), in a dialog. */
export function ApplicationSettingsDialog({ onClose }: ApplicationSettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { can } = usePermissions();
  const applicationCode = application?.code ?? '';
  const { data, error } = useQuery(ApplicationUaSettingsQuery, {
    variables: { clientCode: client.code, applicationCode },
    skip: !application,
    fetchPolicy: 'network-only',
  });
  const fields = useMemo(() => findDisplayedFields(data?.uaSettingFields ?? []), [data]);

  let content;
  if (error || !application) {
    content = <Alert severity="error">{t('settings.application.loadFailed')}</Alert>;
  } else if (!data) {
    content = <LoadingView />;
  } else if (fields.length === 0) {
    content = <Alert severity="info">{t('settings.application.unavailable')}</Alert>;
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {t('settings.application.title')}
        {application ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {application.name}
          </Typography>
        ) : null}
      </DialogTitle>
      {content || !data ? (
        <>
          <DialogContent>{content}</DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <ApplicationSettingsForm
          clientCode={client.code}
          applicationCode={applicationCode}
          fields={fields}
          stored={data.applicationUaSettings}
          canUpdate={can('settings:updateUa')}
          onClose={onClose}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}
