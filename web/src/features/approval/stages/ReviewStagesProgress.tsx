import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConceptReviewFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';

type Stage = ConceptReviewFieldsFragment['stages'][number];
type Person = { firstName: string; lastName: string; emailAddress: string };

export const personName = (person: Person) => `${person.firstName} ${person.lastName}`.trim() || person.emailAddress;

const STATUS_COLORS = { WAITING: 'default', OPEN: 'primary', PASSED: 'success', REJECTED: 'error' } as const;

/** A stage's state as a chip (waiting, open, passed, rejected), marked when overdue. */
export function StageStatusChip({ stage }: { stage: Pick<Stage, 'status' | 'isOverdue'> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color={STATUS_COLORS[stage.status]} label={t(`reviewStages.statuses.${stage.status}`)} />
      {stage.isOverdue ? <Chip size="small" color="warning" label={t('reviewStages.overdue')} /> : null}
    </Stack>
  );
}

/**
 * The concept's stages in order: each one's rule, deadline, reviewers, approvals so far and every
 * decision of the current round (who, what, when, on which file versions, with its comment).
 */
export function ReviewStagesProgress({ review }: { review: ConceptReviewFieldsFragment }) {
  const { t, i18n } = useTranslation();
  if (!review.hasStages) return <Typography color="text.secondary">{t('reviewStages.singleStep')}</Typography>;
  return (
    <Stack component="ol" spacing={2} aria-label={t('reviewStages.button')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {review.stages.map((stage) => (
        <Box
          component="li"
          key={stage.position}
          aria-label={t('reviewStages.stage', { position: stage.position, name: stage.name })}
          sx={{ border: 1, borderColor: stage.status === 'OPEN' ? 'primary.main' : 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="subtitle2" component="h3">
              {t('reviewStages.stage', { position: stage.position, name: stage.name })}
            </Typography>
            <StageStatusChip stage={stage} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              t(`reviewStages.rules.${stage.rule}`, { count: stage.requiredCount ?? 1 }),
              t('reviewStages.approvals', { count: stage.approvalCount, needed: stage.approvalsNeeded }),
              stage.deadline ? t('reviewStages.deadline', { date: formatDateTime(stage.deadline, i18n.language) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reviewStages.reviewers')}:{' '}
            {stage.reviewers
              .map((reviewer) =>
                reviewer.person ? personName(reviewer.person) : t('reviewStages.roleReviewer', { name: reviewer.role?.name ?? '' }),
              )
              .join(', ')}
          </Typography>
          {stage.decisions.length === 0 ? (
            stage.status === 'OPEN' ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('reviewStages.noDecisions')}
              </Typography>
            ) : null
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
              {stage.decisions.map((decision) => (
                <Box component="li" key={decision.person.emailAddress}>
                  <Typography variant="body2" color={decision.decision === 'REJECTED' ? 'error' : 'success.main'} sx={{ fontWeight: 600 }}>
                    {t('reviewStages.decisionLine', {
                      name: personName(decision.person),
                      decision: t(`reviewStages.decisions.${decision.decision}`),
                      date: formatDateTime(decision.decidedAt, i18n.language),
                    })}
                  </Typography>
                  {decision.reviewedFiles.length ? (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('reviewStages.files', {
                        files: decision.reviewedFiles.map((file) => `${file.name} v${file.fileVersion}`).join(', '),
                      })}
                    </Typography>
                  ) : null}
                  {decision.comment ? <Typography variant="body2">“{decision.comment}”</Typography> : null}
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
