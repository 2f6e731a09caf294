import { encodeMentions, type MentionPerson } from '../../../components/RichTextFieldMentions';
import { useMentionPeople } from '../../people';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { findServerMessage } from '../../../lib/graphql/errors';
import { AddAssetCommentMutation } from './asset-editor-queries';

/** The server keeps comments up to this length. */
export const COMMENT_MAX_LENGTH = 5000;

/** Spec 2 §5 "Comment form": the comment is required and trimmed. */
export function createCommentSchema(t: TFunction) {
  return z.object({
    comment: z
      .string()
      .trim()
      .min(1, t('conceptEditor.history.commentRequired'))
      .max(COMMENT_MAX_LENGTH, t('assets.gallery.commentTooLong', { count: COMMENT_MAX_LENGTH })),
  });
}

type CommentFormInput = z.input<ReturnType<typeof createCommentSchema>>;
type CommentFormOutput = z.output<ReturnType<typeof createCommentSchema>>;

/**
 * The add-comment form of an asset's history (the history section's dialog and the gallery's panel):
 * validation, the mutation, the server's message on failure, and an empty form once saved.
 * `onSubmit` stops the event: both forms render inside the asset editor's own form in React's
 * tree, where a bubbling submit would also save the asset.
 */
export function useAssetCommentForm({
  clientCode,
  assetCode,
  onAdded,
}: {
  clientCode: string;
  assetCode: string;
  onAdded: () => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [addComment] = useMutation(AddAssetCommentMutation);
  const schema = useMemo(() => createCommentSchema(t), [t]);
  const {
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormInput, unknown, CommentFormOutput>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });
  // Typing @ offers the client's people; a pick is stored as a reference to the user (encodeMentions).
  const people = useMentionPeople(clientCode);
  const [picked, setPicked] = useState<MentionPerson[]>([]);
  const submit = handleSubmit(async ({ comment }) => {
    setServerError(null);
    try {
      await addComment({ variables: { clientCode, conceptAssetCode: assetCode, comment: encodeMentions(comment, picked) } });
    } catch (caught) {
      setServerError(findServerMessage(caught, t('errors.network')));
      return;
    }
    reset({ comment: '' });
    setPicked([]);
    await onAdded();
  });
  return {
    mentionField: {
      label: t('conceptEditor.history.commentLabel'),
      value: watch('comment'),
      onChange: (text: string) => setValue('comment', text, { shouldValidate: Boolean(errors.comment) }),
      people,
      onPick: (person: MentionPerson) =>
        setPicked((current) => [...current.filter((entry) => entry.emailAddress !== person.emailAddress), person]),
      error: errors.comment?.message,
      noMatchesText: t('assets.comments.noMatches'),
      disabled: isSubmitting,
    },
    commentError: errors.comment?.message,
    isSubmitting,
    serverError,
    onSubmit: (event: FormEvent) => {
      event.stopPropagation();
      void submit(event);
    },
  };
}
