import type { TFunction } from 'i18next';
import { z } from 'zod';

export const FOLDER_STATUSES = ['active', 'inactive'] as const;

/** Spec 1 §5: name required and trimmed, node type required, status required. */
export function createFolderFormSchema(t: TFunction) {
  return z.object({
    name: z.string().trim().min(1, t('folders.form.nameRequired')).max(200, t('folders.form.nameTooLong')),
    nodeTypeCode: z.string().min(1, t('folders.form.typeRequired')),
    status: z.enum(FOLDER_STATUSES, { error: t('folders.form.statusRequired') }),
    /** Create only: the parent folder, null for the top level. */
    parentId: z.string().nullable(),
  });
}

export type FolderFormValues = z.input<ReturnType<typeof createFolderFormSchema>>;
export type FolderFormOutput = z.output<ReturnType<typeof createFolderFormSchema>>;
