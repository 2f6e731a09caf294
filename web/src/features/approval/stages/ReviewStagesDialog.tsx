import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConceptReviewQuery } from './review-stage-queries';
import { ReviewStagesEditor } from './ReviewStagesEditor';
import { ReviewStagesProgress } from './ReviewStagesProgress';
import { StageDecisionButtons } from './StageDecisionButtons';

interface ReviewStagesDialogProps {
  clientCode: string;
  concept: { code: string; name: string; status: string };
  onClose: () => void;
  /** A decision or new stages changed the concept: reload it. */
  onChanged: () => Promise<unknown> | void;
  onNotice: (message: string, severity?: 'success' | 'info' | 'error') => void;
}

/** The concept's review stages: progress and decisions, the reviewer's decision, and (with the workflow permission) the stage editor. */
export function ReviewStagesDialog({ clientCode, concept, onClose, onChanged, onNotice }: ReviewStagesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const { data, refetch } = useQuery(ConceptReviewQuery, {
    variables: { clientCode, conceptCode: concept.code },
    fetchPolicy: 'cache-and-network',
  });
  const review = data?.conceptReview;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{isEditing ? t('reviewStages.editor.title') : t('reviewStages.title', { name: concept.name })}</DialogTitle>
      <DialogContent>
        {review?.hasStages && !isEditing ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('reviewStages.round', { round: review.round })}
          </Typography>
        ) : null}
        {!review ? null : isEditing ? (
          <ReviewStagesEditor
            clientCode={clientCode}
            conceptCode={concept.code}
            review={review}
            isInReview={concept.status === 'pendingApproval'}
            onCancel={() => setIsEditing(false)}
            onSaved={() => {
              setIsEditing(false);
              onNotice(t('reviewStages.editor.saved'), 'success');
              void refetch();
              void onChanged();
            }}
          />
        ) : (
          <Stack spacing={2}>
            <ReviewStagesProgress review={review} />
            <StageDecisionButtons
              clientCode={clientCode}
              conceptCode={concept.code}
              review={review}
              onDecided={onChanged}
              onNotice={onNotice}
            />
          </Stack>
        )}
      </DialogContent>
      {isEditing ? null : (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {review?.viewerCanConfigure ? <Button onClick={() => setIsEditing(true)}>{t('reviewStages.editor.edit')}</Button> : null}
          <Button onClick={onClose}>{t('reviewStages.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
