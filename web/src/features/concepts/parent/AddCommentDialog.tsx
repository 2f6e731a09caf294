import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCurrentClient } from '../../../session';
import { encodeMentions, MentionTextField, type MentionPerson } from '../../../components/RichTextFieldMentions';
import { graphql } from '../../../gql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { useMentionPeople } from '../../people';

const AddCommentMutation = graphql(`
  mutation ConceptEditorAddComment($clientCode: String!, $conceptCode: String!, $comment: String!) {
    addApplicationCreativeConceptComment(clientCode: $clientCode, conceptCode: $conceptCode, comment: $comment) {
      event
      comment
    }
  }
`);

interface AddCommentDialogProps {
  open: boolean;
  conceptCode: string;
  onAdded: () => void;
  onClose: () => void;
}

/** Adds a comment to the concept's history (history:comment); typing @ mentions someone, as on the History tab. */
export function AddCommentDialog({ open, conceptCode, onAdded, onClose }: AddCommentDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {open ? <AddCommentForm titleId={titleId} conceptCode={conceptCode} onAdded={onAdded} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddCommentForm({ titleId, conceptCode, onAdded, onClose }: Omit<AddCommentDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const [addComment] = useMutation(AddCommentMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ comment: z.string().refine((text) => text.trim() !== '', { message: t('conceptEditor.history.commentRequired') }) }),
    [t],
  );
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ comment: string }>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });
  // Stored like every other comment: a picked "@Name" becomes a reference to the person (encodeMentions).
  const people = useMentionPeople(client.code);
  const [picked, setPicked] = useState<MentionPerson[]>([]);

  const submit = handleSubmit(async ({ comment }) => {
    setServerError(null);
    try {
      await addComment({ variables: { clientCode: client.code, conceptCode, comment: encodeMentions(comment.trim(), picked) } });
      onAdded();
    } catch (error) {
      setServerError(findServerMessage(error, t('errors.network')));
    }
  });

  return (
    <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <DialogTitle id={titleId}>{t('conceptEditor.history.addComment')}</DialogTitle>
      <DialogContent>
        {serverError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
        <Box sx={{ mt: 1 }}>
          <MentionTextField
            label={t('conceptEditor.history.commentLabel')}
            value={watch('comment')}
            onChange={(text) => setValue('comment', text, { shouldValidate: Boolean(errors.comment) })}
            people={people}
            onPick={(person) => setPicked((current) => [...current.filter((entry) => entry.emailAddress !== person.emailAddress), person])}
            error={errors.comment?.message}
            autoFocus
            minRows={3}
            noMatchesText={t('actionItems.comment.noMatches')}
            disabled={isSubmitting}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('actionItems.comment.hint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('conceptEditor.history.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
