import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clients, conceptAssetNodes, conceptAssets, conceptAssetTags, concepts, creativeTags, users } from '../../db/schema/index.js';
import { isInlineSafe } from '../../storage/content-disposition.js';
import type { ObjectStorage } from '../../storage/types.js';
import type { PersonView } from '../concepts/index.js';

export type AssetRow = typeof conceptAssets.$inferSelect;

/** An asset as the API shows it; `history` is a field resolver, loaded only when asked for. */
export interface AssetView {
  id: string;
  clientId: string;
  /** The client's code, for the Access checks of the `viewerCan*` fields. */
  clientCode: string;
  code: string;
  name: string;
  fileName: string | null;
  assetType: string;
  usageType: string | null;
  fileType: { code: string; name: string; type: string; status: string } | null;
  isPreview: boolean;
  description: string;
  status: string;
  workflowStatus: string;
  adMatchSearchTerm: string | null;
  creativeLead: PersonView | null;
  assignedUser: PersonView | null;
  estimatedEffort: number | null;
  actualEffort: number | null;
  type: string;
  width: number | null;
  height: number | null;
  size: number | null;
  length: number | null;
  aspectRatio: string | null;
  bitrate: number | null;
  extension: string | null;
  mimeType: string | null;
  assetUrl: string | null;
  /**
   * The file for the reviewer's viewer: inline (images, audio, video; byte ranges served) or, for a
   * PDF, the attachment URL that pdf.js reads. Null for kinds the browser must not render in place.
   */
  mediaUrl: string | null;
  /** Frames per second (videos). */
  frameRate: number | null;
  file: string | null;
  downloadUrl: string | null;
  previewImage: string | null;
  /** A video's tiled timeline thumbnails, with where each sits. */
  scrubStrip: {
    url: string;
    columns: number;
    rows: number;
    frameWidth: number;
    frameHeight: number;
    frameCount: number;
    intervalMs: number;
  } | null;
  uploadUrl: null;
  processingStatus: string;
  processingError: string | null;
  creativeNode: { code: string } | null;
  tags: { code: string; name: string; color: string }[];
  audit: { createBy: PersonView | null; createDate: Date; updateBy: PersonView | null; updateDate: Date };
  concept: { code: string; internalId: string; name: string; status: string; type: string };
  version: number;
  /** The last approval decision (AssetDecisionRecord without isCurrent, which the resolver adds). */
  lastDecision: { status: string; fileVersion: number | null; decideDate: Date; decideBy: PersonView | null } | null;
}

export interface ViewDeps {
  storage: ObjectStorage;
  signedUrlTtlSeconds: number;
  /**
   * A share link without downloads: no original file is signed but what the viewer plays in place
   * (a video or audio inline, a PDF for pdf.js, inline); an image is shown as its preview.
   */
  isViewerOnly?: boolean;
}

/**
 * A short-lived signed URL of a stored file, served under the name the user gave it: an asset's
 * own file and its earlier versions are signed the same way.
 */
export function signFileDownloadUrl(
  deps: ViewDeps,
  file: { storageKey: string; fileName: string; mimeType: string | null },
  options: { inline?: boolean } = {},
) {
  return deps.storage.signDownloadUrl({
    key: file.storageKey,
    fileName: file.fileName,
    contentType: file.mimeType,
    expiresInSeconds: deps.signedUrlTtlSeconds,
    ...(options.inline ? { inline: true } : {}),
  });
}

/** pdf.js fetches the file itself (never rendered by the browser), so a PDF's attachment URL serves it. */
export function isPdfType(mimeType: string | null): boolean {
  return (mimeType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/pdf';
}

/** Assets with their people, tags, folders and short-lived signed URLs, in a few batched queries. */
export async function toAssetViews(executor: Executor, deps: ViewDeps, rows: AssetRow[]): Promise<AssetView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const personIds = [
    ...new Set(rows.flatMap((row) => [row.creativeLeadId, row.assignedUserId, row.createBy, row.updateBy, row.decidedBy]).filter(isString)),
  ];
  const nodeIds = [...new Set(rows.map((row) => row.creativeNodeId).filter(isString))];
  const conceptIds = [...new Set(rows.map((row) => row.conceptId))];
  const [people, tagRows, nodes, conceptRows] = await Promise.all([
    personIds.length
      ? executor
          .select({ id: users.id, emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, personIds))
      : [],
    executor
      .select({ assetId: conceptAssetTags.assetId, code: creativeTags.code, name: creativeTags.name, color: creativeTags.color })
      .from(conceptAssetTags)
      .innerJoin(creativeTags, eq(creativeTags.id, conceptAssetTags.tagId))
      .where(inArray(conceptAssetTags.assetId, ids))
      .orderBy(creativeTags.name),
    nodeIds.length
      ? executor
          .select({ id: conceptAssetNodes.id, code: conceptAssetNodes.code })
          .from(conceptAssetNodes)
          .where(inArray(conceptAssetNodes.id, nodeIds))
      : [],
    executor
      .select({
        id: concepts.id,
        code: concepts.code,
        internalId: concepts.internalId,
        name: concepts.name,
        status: concepts.status,
        type: concepts.type,
        clientCode: clients.code,
      })
      .from(concepts)
      .innerJoin(clients, eq(clients.id, concepts.clientId))
      .where(inArray(concepts.id, conceptIds)),
  ]);
  const person = (id: string | null): PersonView | null => {
    const found = id ? people.find((candidate) => candidate.id === id) : undefined;
    return found ? { emailAddress: found.emailAddress, firstName: found.firstName, lastName: found.lastName } : null;
  };

  return Promise.all(
    rows.map(async (row) => {
      const concept = conceptRows.find((candidate) => candidate.id === row.conceptId)!;
      const node = row.creativeNodeId ? nodes.find((candidate) => candidate.id === row.creativeNodeId) : undefined;
      const fileName = row.fileName ?? row.name;
      const ttl = deps.signedUrlTtlSeconds;
      const file = row.storageKey ? { storageKey: row.storageKey, fileName, mimeType: row.mimeType } : null;
      const isPdf = isPdfType(row.mimeType);
      const isPlayedInPlace = Boolean(row.mimeType && /^(video|audio)\//i.test(row.mimeType.trim()));
      const [downloadUrl, assetUrl, pdfUrl, previewImage, scrubStripUrl] = await Promise.all([
        file && !deps.isViewerOnly ? signFileDownloadUrl(deps, file) : null,
        // Images and videos may be shown in place (img / video elements); everything else downloads.
        file && row.mimeType && isInlineSafe(row.mimeType) && (!deps.isViewerOnly || isPlayedInPlace)
          ? signFileDownloadUrl(deps, file, { inline: true })
          : null,
        // A PDF for pdf.js, asked inline: the storage serves it as an attachment all the same; a share
        // link without downloads streams it inline for its viewer only (sharing/routes.ts).
        file && isPdf ? signFileDownloadUrl(deps, file, { inline: true }) : null,
        row.previewKey
          ? deps.storage.signDownloadUrl({
              key: row.previewKey,
              fileName: `${row.code}-preview.webp`,
              contentType: 'image/webp',
              expiresInSeconds: ttl,
              inline: true,
            })
          : null,
        row.scrubStrip
          ? deps.storage.signDownloadUrl({
              key: row.scrubStrip.key,
              fileName: `${row.code}-scrub.webp`,
              contentType: 'image/webp',
              expiresInSeconds: ttl,
              inline: true,
            })
          : null,
      ]);
      return {
        id: row.id,
        clientId: row.clientId,
        clientCode: concept.clientCode,
        code: row.code,
        name: row.name,
        fileName: row.fileName,
        assetType: row.assetType,
        usageType: row.usageType,
        fileType: row.mimeType
          ? { code: row.extension ?? row.type, name: (row.extension ?? row.type).toUpperCase(), type: row.type, status: 'active' }
          : null,
        isPreview: row.isPreview,
        description: row.description,
        status: row.status,
        workflowStatus: row.workflowStatus,
        adMatchSearchTerm: row.adMatchSearchTerm,
        creativeLead: person(row.creativeLeadId),
        assignedUser: person(row.assignedUserId),
        estimatedEffort: row.estimatedEffort,
        actualEffort: row.actualEffort,
        type: row.type,
        width: row.width,
        height: row.height,
        size: row.size,
        length: row.length,
        aspectRatio: row.aspectRatio,
        bitrate: row.bitrate,
        extension: row.extension,
        mimeType: row.mimeType,
        assetUrl: assetUrl ?? downloadUrl ?? (deps.isViewerOnly && row.type === 'image' ? previewImage : null),
        // Viewer only: an image is reviewed on its preview, never its original.
        mediaUrl: assetUrl ?? pdfUrl ?? (deps.isViewerOnly && row.type === 'image' ? previewImage : null),
        frameRate: row.frameRate,
        file: row.storageKey ? fileName : null,
        downloadUrl,
        previewImage,
        scrubStrip: row.scrubStrip && scrubStripUrl ? toScrubStripView(row.scrubStrip, scrubStripUrl) : null,
        uploadUrl: null,
        processingStatus: row.processingStatus,
        processingError: row.processingError,
        creativeNode: node ? { code: node.code } : null,
        tags: tagRows.filter((tag) => tag.assetId === row.id).map(({ code, name, color }) => ({ code, name, color })),
        audit: { createBy: person(row.createBy), createDate: row.createdAt, updateBy: person(row.updateBy), updateDate: row.updatedAt },
        concept: {
          code: concept.code,
          internalId: String(concept.internalId),
          name: concept.name,
          status: concept.status,
          type: concept.type,
        },
        version: row.version,
        lastDecision:
          row.decisionStatus && row.decidedAt
            ? {
                status: row.decisionStatus,
                fileVersion: row.decisionFileVersion,
                decideDate: row.decidedAt,
                decideBy: person(row.decidedBy),
              }
            : null,
      } satisfies AssetView;
    }),
  );
}

function isString(value: string | null): value is string {
  return Boolean(value);
}

/** The strip's layout as the API shows it: its signed URL instead of its storage key. */
function toScrubStripView(strip: NonNullable<AssetRow['scrubStrip']>, url: string): NonNullable<AssetView['scrubStrip']> {
  const { columns, rows, frameWidth, frameHeight, frameCount, intervalMs } = strip;
  return { url, columns, rows, frameWidth, frameHeight, frameCount, intervalMs };
}
