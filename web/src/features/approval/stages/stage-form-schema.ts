import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ConceptReviewFieldsFragment, ReviewStageInput } from '../../../gql/graphql';

export const STAGE_RULES = ['ANY', 'ALL', 'COUNT'] as const;

/** A reviewer in the form: 'person:<e-mail>' or 'role:<code>'. */
export type ReviewerKey = `person:${string}` | `role:${string}`;

/** The stages form: a name, a rule, approvals needed for COUNT, an optional local deadline, at least one reviewer. */
export function createStagesFormSchema(t: TFunction) {
  const stage = z
    .object({
      name: z.string().trim().min(1, t('reviewStages.editor.errors.name')).max(100, t('reviewStages.editor.errors.name')),
      rule: z.enum(STAGE_RULES),
      requiredCount: z.string(),
      /** `datetime-local` value (the browser's time zone), empty for none. */
      deadline: z.string(),
      reviewers: z.array(z.string()).min(1, t('reviewStages.editor.errors.reviewers')),
    })
    .superRefine((value, context) => {
      if (value.rule !== 'COUNT') return;
      const count = Number(value.requiredCount);
      if (!Number.isInteger(count) || count < 1)
        context.addIssue({ code: 'custom', path: ['requiredCount'], message: t('reviewStages.editor.errors.requiredCount') });
    });
  return z.object({ stages: z.array(stage).max(10) });
}

export type StagesFormValues = z.input<ReturnType<typeof createStagesFormSchema>>;

/** A blank stage, as "Add stage" appends it. */
export const emptyStage = (): StagesFormValues['stages'][number] => ({
  name: '',
  rule: 'ANY',
  requiredCount: '',
  deadline: '',
  reviewers: [],
});

/** A `datetime-local` value of an ISO time, in the browser's time zone. */
function toLocalInput(iso: string) {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The form's values for the stages a concept has. */
export function toFormValues(review: ConceptReviewFieldsFragment): StagesFormValues {
  return {
    stages: review.stages.map((stage) => ({
      name: stage.name,
      rule: stage.rule,
      requiredCount: stage.requiredCount ? String(stage.requiredCount) : '',
      deadline: stage.deadline ? toLocalInput(stage.deadline) : '',
      reviewers: stage.reviewers.map((reviewer) =>
        reviewer.person ? `person:${reviewer.person.emailAddress}` : `role:${reviewer.role?.code ?? ''}`,
      ),
    })),
  };
}

/** The mutation's input for the form's values. */
export function toStageInputs(values: StagesFormValues): ReviewStageInput[] {
  return values.stages.map((stage) => ({
    name: stage.name.trim(),
    rule: stage.rule,
    requiredCount: stage.rule === 'COUNT' ? Number(stage.requiredCount) : null,
    deadline: stage.deadline ? new Date(stage.deadline).toISOString() : null,
    reviewers: stage.reviewers.map((key) =>
      key.startsWith('person:') ? { emailAddress: key.slice('person:'.length) } : { roleCode: key.slice('role:'.length) },
    ),
  }));
}
