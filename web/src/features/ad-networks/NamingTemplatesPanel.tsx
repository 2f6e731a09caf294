import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdNamingTemplateDryRunQuery as DryRunResult } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import type { Target } from './AdAccountsPanel';
import {
  AddAdNamingTemplateMutation,
  AdNamingTemplateDryRunQuery,
  AdNamingTemplatesQuery,
  DeleteAdNamingTemplateMutation,
  RunAdAutoLinkingMutation,
  UpdateAdLinkSettingsMutation,
} from './ad-network-queries';

type Notify = (message: string, severity?: 'success' | 'error' | 'info') => void;

/** Naming templates (tried on the application's ads before saving) and the linking settings. */
export function NamingTemplatesPanel({ target, onNotice }: { target: Target; onNotice: Notify }) {
  const { t } = useTranslation();
  const apollo = useApolloClient();
  const { data, refetch } = useQuery(AdNamingTemplatesQuery, { variables: target });
  const [template, setTemplate] = useState('{conceptId}_{variant}_{format}');
  const [dryRun, setDryRun] = useState<DryRunResult['adNamingTemplateDryRun'] | null>(null);
  const [addTemplate] = useMutation(AddAdNamingTemplateMutation);
  const [deleteTemplate] = useMutation(DeleteAdNamingTemplateMutation);
  const [saveSettings] = useMutation(UpdateAdLinkSettingsMutation);
  const [runLinking, { loading: isLinking }] = useMutation(RunAdAutoLinkingMutation);
  const settings = data?.adLinkSettings;
  const [mode, setMode] = useState<string | null>(null);
  const [minConfidence, setMinConfidence] = useState<string | null>(null);
  const [distance, setDistance] = useState<string | null>(null);

  const fail = (problem: unknown) => onNotice(findServerMessage(problem, t('errors.network')), 'error');
  const tryTemplate = async () => {
    try {
      const result = await apollo.query({
        query: AdNamingTemplateDryRunQuery,
        variables: { ...target, template },
        fetchPolicy: 'no-cache',
      });
      setDryRun(result.data?.adNamingTemplateDryRun ?? null);
    } catch (problem) {
      fail(problem);
    }
  };
  const save = async () => {
    try {
      await addTemplate({ variables: { ...target, template } });
      onNotice(t('adNetworks.templates.saved'));
      await refetch();
    } catch (problem) {
      fail(problem);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Typography variant="body2" color="text.secondary">
        {t('adNetworks.templates.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('adNetworks.templates.label')}
          value={template}
          onChange={(event) => {
            setTemplate(event.target.value);
            setDryRun(null);
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={() => void tryTemplate()} disabled={!template.trim()} sx={{ height: 56 }}>
          {t('adNetworks.templates.try')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!dryRun || Boolean(dryRun.error)} sx={{ height: 56 }}>
          {t('adNetworks.templates.save')}
        </Button>
      </Stack>
      {dryRun ? (
        dryRun.error ? (
          <Alert severity="error">{dryRun.error}</Alert>
        ) : (
          <Alert severity="info" role="status">
            <Typography variant="body2">
              {t('adNetworks.templates.dryRun', {
                matched: dryRun.matchedAdCount,
                total: dryRun.totalAdCount,
                concepts: dryRun.matchedConceptAdCount,
              })}
            </Typography>
            {dryRun.ambiguousAdCount > 0 ? (
              <Typography variant="body2">{t('adNetworks.templates.ambiguous', { count: dryRun.ambiguousAdCount })}</Typography>
            ) : null}
            {dryRun.examples.map((example) => (
              <Typography key={example.adName} variant="caption" component="div">
                {example.adName} →{' '}
                {example.conceptName === null || example.conceptName === undefined
                  ? t('adNetworks.templates.noConcept')
                  : example.otherConceptCount > 0
                    ? t('adNetworks.templates.otherConcepts', { name: example.conceptName, count: example.otherConceptCount })
                    : example.conceptName}
              </Typography>
            ))}
          </Alert>
        )
      ) : null}
      <List dense aria-label={t('adNetworks.templates.label')}>
        {(data?.adNamingTemplates ?? []).length === 0 ? (
          <Typography color="text.secondary">{t('adNetworks.templates.none')}</Typography>
        ) : null}
        {(data?.adNamingTemplates ?? []).map((row) => (
          <ListItem
            key={row.code}
            secondaryAction={
              <IconButton
                aria-label={t('adNetworks.templates.delete', { template: row.template })}
                onClick={() =>
                  void deleteTemplate({ variables: { ...target, templateCode: row.code } })
                    .then(() => refetch())
                    .then(() => onNotice(t('adNetworks.templates.deleted')), fail)
                }
              >
                <DeleteOutlined />
              </IconButton>
            }
          >
            <ListItemText primary={row.template} slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }} />
          </ListItem>
        ))}
      </List>
      <Divider />
      <Typography variant="h6" component="h2">
        {t('adNetworks.templates.settingsTitle')}
      </Typography>
      {settings ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label={t('adNetworks.templates.mode')}
            value={mode ?? settings.mode}
            onChange={(event) => setMode(event.target.value)}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="suggest">{t('adNetworks.templates.modes.suggest')}</MenuItem>
            <MenuItem value="link">{t('adNetworks.templates.modes.link')}</MenuItem>
          </TextField>
          <TextField
            type="number"
            label={t('adNetworks.templates.minConfidence')}
            value={minConfidence ?? String(settings.autoLinkMinConfidence)}
            onChange={(event) => setMinConfidence(event.target.value)}
            slotProps={{ htmlInput: { min: 0.5, max: 1, step: 0.05 } }}
          />
          <TextField
            type="number"
            label={t('adNetworks.templates.distance')}
            value={distance ?? String(settings.perceptualMaxDistance)}
            onChange={(event) => setDistance(event.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 16 } }}
          />
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={() =>
            void saveSettings({
              variables: {
                ...target,
                settings: {
                  mode: mode ?? undefined,
                  autoLinkMinConfidence: minConfidence === null ? undefined : Number(minConfidence),
                  perceptualMaxDistance: distance === null ? undefined : Number(distance),
                },
              },
            }).then(() => onNotice(t('adNetworks.templates.settingsSaved')), fail)
          }
        >
          {t('adNetworks.templates.saveSettings')}
        </Button>
        <Button
          disabled={isLinking}
          onClick={() =>
            void runLinking({ variables: target }).then((result) => {
              const outcome = result.data?.runAdAutoLinking;
              onNotice(t('adNetworks.templates.ran', { linked: outcome?.linked ?? 0, suggested: outcome?.suggested ?? 0 }));
            }, fail)
          }
        >
          {t('adNetworks.templates.run')}
        </Button>
      </Stack>
    </Stack>
  );
}
