import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentApplication, useCurrentClient, usePermissions } from '../../session';
import { LoadingView } from '../../components/LoadingView';
import { graphql } from '../../gql';
import { ApplicationSettingsForm } from './ApplicationSettingsForm';
import { ExchangeRatesPanel } from './ExchangeRatesPanel';
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

type SettingsTab = 'general' | 'rates';

/**
 * The current application's UA settings (spec 1 §4 "Settings form", §5), the reporting currency
 * among them, and on a second tab the exchange rates the analytics convert with.
 */
export function ApplicationSettingsDialog({ onClose }: ApplicationSettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<SettingsTab>('general');
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
      {application ? (
        <Tabs
          value={tab}
          onChange={(_event, next: SettingsTab) => setTab(next)}
          sx={{ px: 3 }}
          aria-label={t('settings.application.title')}
        >
          <Tab
            value="general"
            label={t('settings.application.tabs.general')}
            id={`${tabsId}-general`}
            aria-controls={`${tabsId}-general-panel`}
          />
          <Tab value="rates" label={t('settings.application.tabs.rates')} id={`${tabsId}-rates`} aria-controls={`${tabsId}-rates-panel`} />
        </Tabs>
      ) : null}
      {/* Both tabs stay mounted, so switching keeps what was typed in the settings form. */}
      <Box role="tabpanel" id={`${tabsId}-general-panel`} aria-labelledby={`${tabsId}-general`} hidden={tab !== 'general'} sx={{ pt: 2 }}>
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
      </Box>
      {application ? (
        <Box role="tabpanel" id={`${tabsId}-rates-panel`} aria-labelledby={`${tabsId}-rates`} hidden={tab !== 'rates'} sx={{ pt: 2 }}>
          {tab === 'rates' ? (
            <>
              <DialogContent sx={{ pt: 0 }}>
                <ExchangeRatesPanel target={{ clientCode: client.code, applicationCode }} />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2.5 }}>
                <Button onClick={onClose}>{t('common.close')}</Button>
              </DialogActions>
            </>
          ) : null}
        </Box>
      ) : null}
    </Dialog>
  );
}
