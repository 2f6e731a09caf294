import DoneAll from '@mui/icons-material/DoneAll';
import RemoveDone from '@mui/icons-material/RemoveDone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ConceptReviewFieldsFragment } from '../../../gql/graphql';
import { StageDecisionDialog } from './StageDecisionDialog';
import { useStageDecision } from './use-stage-decision';

interface StageDecisionButtonsProps {
  clientCode: string;
  conceptCode: string;
  review: ConceptReviewFieldsFragment;
  onDecided: () => Promise<unknown> | void;
  onNotice: (message: string, severity?: 'success' | 'info' | 'error') => void;
}

/** Approve stage / Reject stage for a reviewer of the open stage who has not decided (ConceptReview.viewerCanDecide). */
export function StageDecisionButtons({ clientCode, conceptCode, review, onDecided, onNotice }: StageDecisionButtonsProps) {
  const { t } = useTranslation();
  const decision = useStageDecision({ clientCode, conceptCode, onDecided, onNotice });
  const open = review.stages.find((stage) => stage.status === 'OPEN');
  if (!review.viewerCanDecide || !open) return null;
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          color="success"
          startIcon={<DoneAll />}
          disabled={decision.isBusy}
          onClick={() => decision.ask('APPROVED')}
        >
          {t('reviewStages.decide.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<RemoveDone />}
          disabled={decision.isBusy}
          onClick={() => decision.ask('REJECTED')}
        >
          {t('reviewStages.decide.reject')}
        </Button>
      </Stack>
      {decision.asking ? (
        <StageDecisionDialog
          decision={decision.asking}
          stage={open}
          isBusy={decision.isBusy}
          onConfirm={(comment) => void decision.confirm(comment)}
          onClose={decision.cancel}
        />
      ) : null}
    </>
  );
}
