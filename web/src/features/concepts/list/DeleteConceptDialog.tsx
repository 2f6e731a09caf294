import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { graphql } from '../../../gql';
import type { ConceptRowFragment } from '../../../gql/graphql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { CreativeNodesQuery, CreativeVirtualNodesQuery } from '../../folders';
import { ApplicationCreativeConceptsQuery } from './concepts-query';

const DeleteConceptMutation = graphql(`
  mutation ConceptsListDeleteConcept($clientCode: String!, $conceptCode: String!, $comment: String) {
    deleteApplicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode, comment: $comment)
  }
`);

interface DeleteConceptDialogProps {
  clientCode: string;
  concept: ConceptRowFragment;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting a concept asks for a comment (spec 1 §5), kept in the concept's history; then the list refreshes. */
export function DeleteConceptDialog({ clientCode, concept, onClose, onDeleted }: DeleteConceptDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => z.object({ comment: z.string().trim().min(1, t('conceptsList.delete.commentRequired')) }), [t]);
  // A deleted concept leaves the list and its folder's counts: membership and counts, so a refetch.
  const [deleteConcept] = useMutation(DeleteConceptMutation, {
    refetchQueries: [ApplicationCreativeConceptsQuery, CreativeNodesQuery, CreativeVirtualNodesQuery],
    awaitRefetchQueries: true,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });

  const submit = handleSubmit(async ({ comment }) => {
    setServerError(null);
    try {
      await deleteConcept({ variables: { clientCode, conceptCode: concept.code, comment } });
      onDeleted();
    } catch (error) {
      setServerError(findServerMessage(error, t('conceptsList.delete.failed')));
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>{t('conceptsList.delete.title')}</DialogTitle>
        <DialogContent>
          {serverError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError}
            </Alert>
          ) : null}
          <DialogContentText sx={{ mb: 2 }}>
            {concept.modelType === 'parent'
              ? t('conceptsList.delete.messageParent', { name: concept.name })
              : t('conceptsList.delete.message', { name: concept.name })}
          </DialogContentText>
          <TextField
            label={t('conceptsList.delete.comment')}
            required
            autoFocus
            fullWidth
            multiline
            minRows={3}
            error={Boolean(errors.comment)}
            helperText={errors.comment?.message}
            {...register('comment')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={isSubmitting}>
            {t('conceptsList.delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
