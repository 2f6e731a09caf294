import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { AD_COPY_LANGUAGES, AD_COPY_RANKS, AD_COPY_STATUSES, AD_COPY_TYPES, type LengthRule } from '@atelier/domain';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { buildAdCopyPath, useLeaveGuard, usePermissions, type UserApplication, useSaveShortcut } from '../../session';
import { AuditBlock } from '../../components/AuditBlock';
import { ControlledSelect, ControlledTextField } from '../../components/ControlledFields';
import { NoticeSnackbar, useRouteNotice } from '../../components/NoticeSnackbar';
import { PageHeader } from '../../components/PageHeader';
import { RichTextField } from '../../components/RichTextField';
import { SaveProblemAlerts } from '../../components/SaveProblemAlerts';
import type { AdCopyNetworksQuery as AdCopyNetworksResult } from '../../gql/graphql';
import { buildConceptNoticeState } from '../../lib/route-notice';
import { useSaveErrors } from '../../lib/use-save-errors';
import {
  buildAdCopySchema,
  createDefaultValues,
  resolveTextsIn,
  toAdCopyInput,
  toFormValues,
  type AdCopyFormValues,
  type StoredAdCopy,
} from './ad-copy-form';
import { AddAdCopyMutation, AdCopiesQuery, UpdateAdCopyMutation } from './ad-copy-queries';
import { LengthCounters } from './LengthCounters';

const FORM_FIELDS = new Set(['name', 'type', 'status', 'theme', 'headline', 'adCopy', 'rankField', 'description', 'language']);
const languageName = (code: string) => AD_COPY_LANGUAGES[code as keyof typeof AD_COPY_LANGUAGES] ?? code;

interface AdCopyEditorProps {
  clientCode: string;
  application: UserApplication;
  stored: StoredAdCopy | null;
  networks: AdCopyNetworksResult['adCopyNetworks'];
  onReload: () => Promise<unknown>;
}

/** The ad copy form (spec 2 §2.9): details, texts per language with live network counters, audit. */
export function AdCopyEditor({ clientCode, application, stored, networks, onReload }: AdCopyEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = usePermissions();
  // 'Ad copy created.' arrives in the navigation state after a create.
  const { notice, showNotice, hideNotice } = useRouteNotice();
  // The copy as last read or saved here (AdCopy records are not normalised in Apollo's cache, so the
  // query's answer does not follow a save: its version and audit are kept here).
  const [current, setCurrent] = useState(stored);
  const isNew = !current;
  // A stored copy answers for itself (updateAdCopy's rule); a new one needs createAdCopy's permission.
  const canSave = current ? current.viewerCanUpdate : can('adCopy:create');
  const schema = useMemo(() => buildAdCopySchema(t), [t]);
  const form = useForm<AdCopyFormValues>({
    defaultValues: stored ? toFormValues(stored) : createDefaultValues(),
    resolver: zodResolver(schema) as unknown as Resolver<AdCopyFormValues>,
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, reset, setError, setValue, getValues } = form;
  const { conflict, formError, setFormError, clearErrors, showSaveError } = useSaveErrors(setError, (field) => FORM_FIELDS.has(field));
  const [locale, setLocale] = useState(() => getValues('language'));
  const values = useWatch({ control }) as AdCopyFormValues;
  const counterNetworks = useMemo(
    () => networks.map((network) => ({ code: network.code, name: network.name, rules: network.rules as LengthRule[] })),
    [networks],
  );

  const [addCopy] = useMutation(AddAdCopyMutation, { refetchQueries: [AdCopiesQuery] });
  const [updateCopy] = useMutation(UpdateAdCopyMutation);
  const listPath = buildAdCopyPath(clientCode);

  const submit = handleSubmit(async (formValues) => {
    clearErrors();
    const input = toAdCopyInput(formValues);
    try {
      if (isNew) {
        const result = await addCopy({ variables: { clientCode, applicationCode: application.code, adCopy: input } });
        const code = result.data?.addAdCopy.code;
        if (code)
          void navigate(`${listPath}/${encodeURIComponent(code)}`, {
            state: buildConceptNoticeState(t('adCopy.editor.created'), 'success'),
          });
        return;
      }
      const result = await updateCopy({
        variables: {
          clientCode,
          applicationCode: application.code,
          adCopyCode: current.code,
          adCopy: { ...input, version: current.version },
        },
      });
      const saved = result.data?.updateAdCopy;
      if (saved) {
        const next = { ...current, ...saved, audit: { ...current.audit, ...saved.audit } };
        setCurrent(next);
        reset(toFormValues(next));
      }
      showNotice(t('adCopy.editor.saved'));
    } catch (error) {
      showSaveError(error);
    }
  });

  useLeaveGuard(formState.isDirty && !formState.isSubmitting);
  useSaveShortcut(() => void submit(), canSave);

  const reload = async () => {
    clearErrors();
    const result = (await onReload()) as { data?: { adCopy?: StoredAdCopy } };
    if (result.data?.adCopy) {
      setCurrent(result.data.adCopy);
      reset(toFormValues(result.data.adCopy));
    }
  };

  const copyUrl = async () => {
    const url = window.location.href.split('?')[0]!;
    try {
      await navigator.clipboard.writeText(url);
      showNotice(t('adCopy.list.urlCopied', { name: current?.name ?? '' }));
    } catch {
      showNotice(t('adCopy.list.copyFailed', { url }), 'info');
    }
  };

  const translationLocales = Object.keys(values.translations ?? {}).filter((code) => code !== values.language);
  const freeLanguages = Object.keys(AD_COPY_LANGUAGES).filter((code) => code !== values.language && !translationLocales.includes(code));
  const isDefaultLocale = locale === values.language || !translationLocales.includes(locale);
  const activeLocale = isDefaultLocale ? values.language : locale;
  const fieldsDisabled = !canSave || formState.isSubmitting;

  const addLanguage = (code: string) => {
    setValue(`translations.${code}`, { headline: '', adCopy: '', description: '' }, { shouldDirty: true });
    setLocale(code);
  };
  const removeLanguage = (code: string) => {
    const { [code]: _removed, ...rest } = getValues('translations');
    setValue('translations', rest, { shouldDirty: true });
    setLocale(getValues('language'));
  };

  const texts = resolveTextsIn(values, activeLocale);
  const fallbackHint = (field: keyof typeof texts.isFallback) =>
    texts.isFallback[field] ? t('adCopy.editor.language.fallback', { language: languageName(values.language) }) : undefined;
  const textPath = (field: 'headline' | 'adCopy' | 'description') =>
    (isDefaultLocale ? field : `translations.${activeLocale}.${field}`) as 'headline';

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <PageHeader
        title={isNew ? t('adCopy.editor.createTitle') : t('adCopy.editor.editTitle')}
        subtitle={t('adCopy.editor.subtitle', { applicationName: application.name })}
        actions={
          <>
            {!isNew ? (
              <Button startIcon={<LinkOutlined />} onClick={() => void copyUrl()}>
                {t('adCopy.editor.actions.copyUrl')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={listPath}>
              {t('adCopy.editor.actions.cancel')}
            </Button>
            {canSave ? (
              <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
                {formState.isSubmitting ? t('adCopy.editor.actions.saving') : t('adCopy.editor.actions.save')}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack spacing={2} sx={{ maxWidth: 1100 }}>
        <SaveProblemAlerts
          conflict={conflict}
          onReload={() => void reload()}
          formError={formError}
          onDismissError={() => setFormError(null)}
        />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' } }}>
            <Box sx={{ gridColumn: { md: 'span 3' } }}>
              <ControlledTextField
                control={control}
                name="name"
                label={t('adCopy.editor.fields.name')}
                required
                disabled={fieldsDisabled}
              />
            </Box>
            <Box sx={{ gridColumn: { md: 'span 3' } }}>
              <ControlledTextField
                control={control}
                name="theme"
                label={t('adCopy.editor.fields.theme')}
                required
                disabled={fieldsDisabled}
              />
            </Box>
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <ControlledSelect
                control={control}
                name="type"
                label={t('adCopy.editor.fields.type')}
                required
                disabled={fieldsDisabled}
                options={AD_COPY_TYPES.map((type) => ({ value: type, label: t(`adCopy.types.${type}`) }))}
              />
            </Box>
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <ControlledSelect
                control={control}
                name="status"
                label={t('adCopy.editor.fields.status')}
                required
                disabled={fieldsDisabled}
                options={AD_COPY_STATUSES.map((status) => ({ value: status, label: t(`adCopy.statuses.${status}`) }))}
              />
            </Box>
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <ControlledSelect
                control={control}
                name="rankField"
                label={t('adCopy.editor.fields.rank')}
                disabled={fieldsDisabled}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                options={[
                  { value: '', label: t('adCopy.ranks.none') },
                  ...AD_COPY_RANKS.map((rank) => ({ value: rank, label: t(`adCopy.ranks.${rank}`) })),
                ]}
              />
            </Box>
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
            <Tabs
              value={activeLocale}
              onChange={(_event, next: string) => setLocale(next)}
              aria-label={t('adCopy.editor.language.tabsLabel')}
              variant="scrollable"
            >
              <Tab value={values.language} label={t('adCopy.editor.language.default', { language: languageName(values.language) })} />
              {translationLocales.map((code) => (
                <Tab key={code} value={code} label={languageName(code)} />
              ))}
            </Tabs>
            {!fieldsDisabled && freeLanguages.length ? (
              <TextField
                select
                size="small"
                label={t('adCopy.editor.language.add')}
                value=""
                onChange={(event) => addLanguage(event.target.value)}
                sx={{ minWidth: 180 }}
                slotProps={{ select: { IconComponent: Add } }}
              >
                {freeLanguages.map((code) => (
                  <MenuItem key={code} value={code}>
                    {languageName(code)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Box sx={{ flex: 1 }} />
            {isDefaultLocale ? (
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    size="small"
                    label={t('adCopy.editor.language.defaultLanguage')}
                    disabled={fieldsDisabled}
                    sx={{ minWidth: 200 }}
                    onChange={(event) => {
                      field.onChange(event);
                      setLocale(event.target.value);
                    }}
                  >
                    {Object.keys(AD_COPY_LANGUAGES)
                      .filter((code) => !translationLocales.includes(code))
                      .map((code) => (
                        <MenuItem key={code} value={code}>
                          {languageName(code)}
                        </MenuItem>
                      ))}
                  </TextField>
                )}
              />
            ) : !fieldsDisabled ? (
              <Tooltip title={t('adCopy.editor.language.remove', { language: languageName(activeLocale) })}>
                <IconButton
                  aria-label={t('adCopy.editor.language.remove', { language: languageName(activeLocale) })}
                  onClick={() => removeLanguage(activeLocale)}
                >
                  <Close />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>

          <Stack spacing={2.5} key={activeLocale}>
            <Box>
              <ControlledTextField
                control={control}
                name={textPath('headline')}
                label={t('adCopy.editor.fields.headline')}
                required={isDefaultLocale}
                disabled={fieldsDisabled}
                helperText={fallbackHint('headline')}
                slotProps={{
                  htmlInput: { lang: activeLocale },
                  inputLabel: { shrink: true },
                  input: { placeholder: isDefaultLocale ? undefined : values.headline },
                }}
              />
              <LengthCounters field="headline" text={texts.headline ?? ''} networks={counterNetworks} />
            </Box>
            <Box>
              <Controller
                control={control}
                name={textPath('adCopy')}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={t('adCopy.editor.fields.adCopy')}
                    required={isDefaultLocale}
                    disabled={fieldsDisabled}
                    multiline
                    minRows={4}
                    fullWidth
                    placeholder={isDefaultLocale ? undefined : values.adCopy}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? fallbackHint('body')}
                    slotProps={{ htmlInput: { lang: activeLocale }, inputLabel: { shrink: true } }}
                  />
                )}
              />
              <LengthCounters field="body" text={texts.body ?? ''} networks={counterNetworks} />
            </Box>
            <Box>
              <Controller
                control={control}
                name={textPath('description')}
                render={({ field }) => (
                  <RichTextField
                    label={t('adCopy.editor.fields.description')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={fieldsDisabled}
                    minHeight={100}
                  />
                )}
              />
              {fallbackHint('description') ? (
                <Typography variant="caption" color="text.secondary">
                  {fallbackHint('description')}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        </Paper>
        {current ? <AuditBlock audit={current.audit} /> : null}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </Box>
  );
}
