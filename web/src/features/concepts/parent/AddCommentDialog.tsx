import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCurrentClient } from '../../../app/shell/current-client';
import { graphql } from '../../../gql';
import { findServerMessage } from '../../../lib/graphql/errors';

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

/** Adds a comment to the concept's history (history:comment). */
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
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ comment: string }>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });

  const submit = handleSubmit(async ({ comment }) => {
    setServerError(null);
    try {
      await addComment({ variables: { clientCode: client.code, conceptCode, comment: comment.trim() } });
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
        <TextField
          label={t('conceptEditor.history.commentLabel')}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          required
          sx={{ mt: 1 }}
          error={Boolean(errors.comment)}
          helperText={errors.comment?.message}
          {...register('comment')}
        />
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
