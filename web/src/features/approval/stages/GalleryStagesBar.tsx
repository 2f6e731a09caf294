import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConceptReviewFieldsFragment } from '../../../gql/graphql';
import { ReviewStagesDialog } from './ReviewStagesDialog';
import { personName, StageStatusChip } from './ReviewStagesProgress';
import { StageDecisionButtons } from './StageDecisionButtons';

interface GalleryStagesBarProps {
  clientCode: string;
  concept: { code: string; name: string; status: string };
  review: ConceptReviewFieldsFragment;
  onChanged: () => Promise<unknown> | void;
  onNotice: (message: string) => void;
}

/**
 * The approval gallery's header for a concept reviewed in stages: each stage with its state and who
 * decided (in its tooltip), the reviewer's Approve stage / Reject stage in place of the concept's
 * one-step decision, and the stages' details.
 */
export function GalleryStagesBar({ clientCode, concept, review, onChanged, onNotice }: GalleryStagesBarProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Stack
        component="ol"
        direction="row"
        spacing={1}
        useFlexGap
        aria-label={t('reviewStages.button')}
        sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', rowGap: 0.5 }}
      >
        {review.stages.map((stage) => (
          <Tooltip
            key={stage.position}
            title={
              stage.decisions.length
                ? stage.decisions
                    .map((decision) => `${personName(decision.person)}: ${t(`reviewStages.decisions.${decision.decision}`)}`)
                    .join(', ')
                : t('reviewStages.approvals', { count: stage.approvalCount, needed: stage.approvalsNeeded })
            }
          >
            <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{t('reviewStages.stage', { position: stage.position, name: stage.name })}</Typography>
              <StageStatusChip stage={stage} />
            </Stack>
          </Tooltip>
        ))}
      </Stack>
      <Button size="small" onClick={() => setIsOpen(true)}>
        {t('reviewStages.button')}
      </Button>
      <StageDecisionButtons clientCode={clientCode} conceptCode={concept.code} review={review} onDecided={onChanged} onNotice={onNotice} />
      {isOpen ? (
        <ReviewStagesDialog
          clientCode={clientCode}
          concept={concept}
          onClose={() => setIsOpen(false)}
          onChanged={onChanged}
          onNotice={onNotice}
        />
      ) : null}
    </Stack>
  );
}
