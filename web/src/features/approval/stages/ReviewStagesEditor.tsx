import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConceptReviewFieldsFragment } from '../../../gql/graphql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { ReviewerOptionsQuery, SetConceptReviewStagesMutation } from './review-stage-queries';
import { personName } from './ReviewStagesProgress';
import { createStagesFormSchema, emptyStage, STAGE_RULES, toFormValues, toStageInputs, type StagesFormValues } from './stage-form-schema';

interface ReviewStagesEditorProps {
  clientCode: string;
  conceptCode: string;
  review: ConceptReviewFieldsFragment;
  /** The concept waits for approval: saving starts the review again (said before saving). */
  isInReview: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits a concept's stages (the concept workflow permission): order, names, rules, deadlines and reviewers. */
export function ReviewStagesEditor({ clientCode, conceptCode, review, isInReview, onSaved, onCancel }: ReviewStagesEditorProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => createStagesFormSchema(t), [t]);
  const { control, handleSubmit, register, watch, formState } = useForm<StagesFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(review),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'stages' });
  const { data: optionsData } = useQuery(ReviewerOptionsQuery, { variables: { clientCode } });
  const [saveStages] = useMutation(SetConceptReviewStagesMutation);
  const options = useMemo(() => {
    const people = (optionsData?.reviewerOptions.people ?? []).map((person) => ({
      key: `person:${person.emailAddress}`,
      label: `${personName(person)} (${person.emailAddress})`,
    }));
    const roles = (optionsData?.reviewerOptions.roles ?? []).map((role) => ({
      key: `role:${role.code}`,
      label: t('reviewStages.roleReviewer', { name: role.name }),
    }));
    return [...people, ...roles];
  }, [optionsData, t]);
  const labelOf = (key: string) => options.find((option) => option.key === key)?.label ?? key.replace(/^(person|role):/, '');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await saveStages({ variables: { clientCode, conceptCode, stages: toStageInputs(values) } });
      onSaved();
    } catch (caught) {
      setServerError(t('reviewStages.editor.failed', { message: findServerMessage(caught, t('errors.network')) }));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('reviewStages.editor.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('reviewStages.editor.intro')}
        </Typography>
        {isInReview ? <Alert severity="info">{t('reviewStages.editor.resetsRound')}</Alert> : null}
        {fields.map((field, index) => {
          const errors = formState.errors.stages?.[index];
          const rule = watch(`stages.${index}.rule`);
          return (
            <Stack key={field.id} spacing={1.5} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {t('reviewStages.stageNumber', { position: index + 1 })}
                </Typography>
                <IconButton aria-label={t('reviewStages.editor.removeStage', { position: index + 1 })} onClick={() => remove(index)}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
              <TextField
                label={t('reviewStages.editor.name')}
                {...register(`stages.${index}.name`)}
                error={Boolean(errors?.name)}
                helperText={errors?.name?.message}
                size="small"
                required
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Controller
                  control={control}
                  name={`stages.${index}.rule`}
                  render={({ field: ruleField }) => (
                    <TextField select label={t('reviewStages.editor.rule')} size="small" sx={{ minWidth: 200 }} {...ruleField}>
                      {STAGE_RULES.map((value) => (
                        <MenuItem key={value} value={value}>
                          {value === 'COUNT' ? t('reviewStages.editor.countChoice') : t(`reviewStages.rules.${value}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                {rule === 'COUNT' ? (
                  <TextField
                    label={t('reviewStages.editor.requiredCount')}
                    type="number"
                    size="small"
                    {...register(`stages.${index}.requiredCount`)}
                    error={Boolean(errors?.requiredCount)}
                    helperText={errors?.requiredCount?.message}
                    slotProps={{ htmlInput: { min: 1 } }}
                  />
                ) : null}
                <TextField
                  label={t('reviewStages.editor.deadline')}
                  type="datetime-local"
                  size="small"
                  {...register(`stages.${index}.deadline`)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
              <Controller
                control={control}
                name={`stages.${index}.reviewers`}
                render={({ field: reviewersField }) => (
                  <Autocomplete
                    multiple
                    options={options.map((option) => option.key)}
                    getOptionLabel={labelOf}
                    value={reviewersField.value}
                    onChange={(_event, next) => reviewersField.onChange(next)}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('reviewStages.editor.reviewers')}
                        size="small"
                        error={Boolean(errors?.reviewers)}
                        helperText={errors?.reviewers?.message}
                      />
                    )}
                  />
                )}
              />
            </Stack>
          );
        })}
        <Box>
          <Button startIcon={<AddOutlined />} onClick={() => append(emptyStage())} disabled={fields.length >= 10}>
            {t('reviewStages.editor.addStage')}
          </Button>
        </Box>
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            {t('reviewStages.editor.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('reviewStages.editor.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
