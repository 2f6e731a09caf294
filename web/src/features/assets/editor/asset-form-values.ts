import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { AssetEditorFieldsFragment, ConceptAssetInput } from '../../../gql/graphql';
import { parseEffort } from '../../../lib/parse-effort';
import type { TagValue } from '../../tags';
import { deriveNewAssetStatus } from '../asset-types';
import {
  bytesFromMegabytes,
  megabytesText,
  millisecondsFromSeconds,
  numberText,
  kilobitsText,
  bitsFromKilobits,
  parseOptionalInteger,
  secondsText,
} from '../shared/asset-format';

/** The asset form (spec 2 §2.4, §5). Numbers are kept as typed; people as e-mail addresses; size in MB, length in seconds. */
export interface AssetFormValues {
  name: string;
  type: string;
  usageType: string;
  status: string;
  workflowStatus: string;
  assignedUser: string | null;
  creativeLead: string | null;
  isPreview: boolean;
  adMatchSearchTerm: string;
  estimatedEffort: string;
  actualEffort: string;
  size: string;
  length: string;
  bitrate: string;
  width: string;
  height: string;
  aspectRatio: string;
  tags: TagValue[];
  description: string;
}

export type AssetFormField = keyof AssetFormValues;

/** The file's technical fields: only on an existing asset (a new one gets them from its file). */
export const TECHNICAL_FIELDS: readonly AssetFormField[] = ['size', 'length', 'bitrate', 'width', 'height', 'aspectRatio'];

/** Intended use 'aso' needs a usage type (spec 2 §5) and starts on screenshot (§4). */
export const isAsoConcept = (concept: { type: string }) => concept.type === 'aso';

export function buildAssetValues(asset: AssetEditorFieldsFragment): AssetFormValues {
  return {
    name: asset.name,
    type: asset.type,
    usageType: asset.usageType ?? '',
    status: asset.status,
    workflowStatus: asset.workflowStatus,
    assignedUser: asset.assignedUser?.emailAddress ?? null,
    creativeLead: asset.creativeLead?.emailAddress ?? null,
    isPreview: asset.isPreview,
    adMatchSearchTerm: asset.adMatchSearchTerm ?? '',
    estimatedEffort: numberText(asset.estimatedEffort),
    actualEffort: numberText(asset.actualEffort),
    size: megabytesText(asset.size),
    length: secondsText(asset.length),
    bitrate: kilobitsText(asset.bitrate),
    width: numberText(asset.width),
    height: numberText(asset.height),
    aspectRatio: asset.aspectRatio ?? '',
    tags: asset.tags.map(({ code, name, color }) => ({ code, name, color })),
    description: asset.description,
  };
}

/** A new asset: its status from the concept's (spec 2 §4), workflow queued, screenshot for ASO concepts. */
export function buildNewAssetValues(concept: { status: string; type: string }): AssetFormValues {
  return {
    name: '',
    type: 'other',
    usageType: isAsoConcept(concept) ? 'screenshot' : '',
    status: deriveNewAssetStatus(concept.status),
    workflowStatus: 'queued',
    assignedUser: null,
    creativeLead: null,
    isPreview: false,
    adMatchSearchTerm: '',
    estimatedEffort: '',
    actualEffort: '',
    size: '',
    length: '',
    bitrate: '',
    width: '',
    height: '',
    aspectRatio: '',
    tags: [],
    description: '',
  };
}

const toPerson = (emailAddress: string | null) => ({ emailAddress: emailAddress || null });

/**
 * Form values → ConceptAssetInput. An update sends only the fields the user changed (so a save
 * never trips a permission it did not use); a create sends everything but the file's own fields.
 */
export function toAssetInput(
  values: AssetFormValues,
  options: { changed: ReadonlySet<AssetFormField> | null; grouping?: string },
): ConceptAssetInput {
  const isNew = options.changed === null;
  const includes = (field: AssetFormField) => isNew || options.changed!.has(field);
  const input: ConceptAssetInput = {};
  if (isNew && options.grouping) input.assetType = options.grouping;
  if (includes('name')) input.name = values.name.trim();
  if (includes('type')) input.type = values.type;
  if (includes('usageType')) input.usageType = values.usageType || null;
  if (includes('status')) input.status = values.status;
  if (includes('workflowStatus')) input.workflowStatus = values.workflowStatus;
  if (includes('assignedUser')) input.assignedUser = toPerson(values.assignedUser);
  if (includes('creativeLead')) input.creativeLead = toPerson(values.creativeLead);
  if (includes('isPreview')) input.isPreview = values.isPreview;
  if (includes('adMatchSearchTerm')) input.adMatchSearchTerm = values.adMatchSearchTerm.trim() || null;
  if (includes('estimatedEffort')) input.estimatedEffort = parseEffort(values.estimatedEffort);
  if (includes('actualEffort')) input.actualEffort = parseEffort(values.actualEffort);
  if (includes('tags')) input.tags = values.tags.map((tag) => ({ code: tag.code }));
  if (includes('description')) input.description = values.description;
  if (!isNew) {
    if (includes('size')) input.size = bytesFromMegabytes(values.size);
    if (includes('length')) input.length = millisecondsFromSeconds(values.length);
    if (includes('bitrate')) input.bitrate = bitsFromKilobits(values.bitrate);
    if (includes('width')) input.width = parseOptionalInteger(values.width);
    if (includes('height')) input.height = parseOptionalInteger(values.height);
    if (includes('aspectRatio')) input.aspectRatio = values.aspectRatio.trim() || null;
  }
  return input;
}

export const MAX_ASSET_NAME_LENGTH = 300;

/** Spec 2 §5: name required and trimmed, type required, usage type required for ASO concepts. */
export function createAssetFormSchema(t: TFunction, options: { isAso: boolean }) {
  return z
    .object({
      name: z
        .string()
        .refine((name) => name.trim() !== '', { message: t('assets.editorForm.validation.nameRequired') })
        .refine((name) => name.trim().length <= MAX_ASSET_NAME_LENGTH, {
          message: t('assets.editorForm.validation.nameTooLong', { count: MAX_ASSET_NAME_LENGTH }),
        }),
      type: z.string().min(1, t('assets.editorForm.validation.typeRequired')),
      usageType: z.string(),
      status: z.string(),
      workflowStatus: z.string(),
      assignedUser: z.string().nullable(),
      creativeLead: z.string().nullable(),
      isPreview: z.boolean(),
      adMatchSearchTerm: z.string(),
      estimatedEffort: z.string(),
      actualEffort: z.string(),
      size: z.string(),
      length: z.string(),
      bitrate: z.string(),
      width: z.string(),
      height: z.string(),
      aspectRatio: z.string(),
      tags: z.array(z.object({ code: z.string(), name: z.string(), color: z.string() })),
      description: z.string(),
    })
    .refine((values) => !options.isAso || values.usageType !== '', {
      path: ['usageType'],
      message: t('assets.editorForm.validation.usageTypeRequired'),
    });
}
