import type { TFunction } from 'i18next';
import { z } from 'zod';

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

export type CommentFormInput = z.input<ReturnType<typeof createCommentSchema>>;
export type CommentFormOutput = z.output<ReturnType<typeof createCommentSchema>>;
