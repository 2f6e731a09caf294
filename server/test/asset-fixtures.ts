import { createHash } from 'node:crypto';
import type { ApiClient } from './api-client.js';
import { createConcept } from './concept-fixtures.js';
import type { Tenant } from './fixtures.js';

export const ASSET_FIELDS = `code name fileName assetType type status processingStatus processingError size width height length aspectRatio
  mimeType extension fileType { code } downloadUrl previewImage assetUrl version creativeNode { code } tags { code name }`;

/** A 1×1 PNG, the smallest real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function createAssetRecord(client: ApiClient, tenant: Tenant, conceptCode: string, asset: Record<string, unknown> = {}) {
  const data = await client.mustRequest(
    `mutation ($c: String!, $k: String!, $a: ConceptAssetInput!) { createCreativeConceptAsset(clientCode: $c, conceptCode: $k, asset: $a) { code name version } }`,
    { c: tenant.clientCode, k: conceptCode, a: { name: 'Banner', assetType: 'production', ...asset } },
  );
  return data.createCreativeConceptAsset as { code: string; name: string; version: number };
}

export interface UploadOptions {
  fileName?: string;
  assetType?: string;
  assetCode?: string;
  partSize?: number;
  creativeNodeCode?: string;
  /** The size the client claims (defaults to the real one). */
  declaredSize?: number;
  /** With assetCode: the asset was made for this file (the editor's create with a file). */
  isNewAsset?: boolean;
}

/** Starts an upload and PUTs every part; returns what finish needs (it is not called). */
export async function uploadParts(
  client: ApiClient,
  tenant: Pick<Tenant, 'clientCode'>,
  conceptCode: string,
  bytes: Buffer,
  options: UploadOptions = {},
) {
  const metaData = {
    fileName: options.fileName ?? 'banner.png',
    mimeType: 'image/png',
    size: options.declaredSize ?? bytes.length,
    ...(options.partSize ? { partSize: options.partSize } : {}),
    ...(options.creativeNodeCode ? { creativeNode: { code: options.creativeNodeCode } } : {}),
    ...(options.isNewAsset ? { isNewAsset: true } : {}),
  };
  const started = await client.mustRequest(
    `mutation ($c: String!, $k: String!, $a: String, $t: String!, $m: AssetUploadMetaData!) {
      createCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetCode: $a, assetType: $t, metaData: $m) { uploadId assetCode partSize } }`,
    { c: tenant.clientCode, k: conceptCode, a: options.assetCode ?? null, t: options.assetType ?? 'production', m: metaData },
  );
  const { uploadId, assetCode, partSize } = started.createCreativeConceptAssetUpload as {
    uploadId: string;
    assetCode: string;
    partSize: number;
  };
  const size = options.partSize ?? partSize;
  const parts: { number: number; etag: string }[] = [];
  for (let offset = 0, number = 1; offset < bytes.length || number === 1; offset += size, number++) {
    const url = await partUrl(client, tenant, { conceptCode, assetCode, uploadId, partNumber: number });
    const response = await fetch(new URL(url, client.baseUrl), {
      method: 'PUT',
      body: new Uint8Array(bytes.subarray(offset, offset + size)),
    });
    if (!response.ok) throw new Error(`part ${number} PUT failed: ${response.status} ${await response.text()}`);
    parts.push({ number, etag: response.headers.get('etag')! });
    if (offset + size >= bytes.length) break;
  }
  return { uploadId, assetCode, parts, metaData };
}

export async function partUrl(
  client: ApiClient,
  tenant: Pick<Tenant, 'clientCode'>,
  args: { conceptCode: string; assetCode: string; uploadId: string; partNumber: number },
): Promise<string> {
  const data = await client.mustRequest(
    `mutation ($c: String!, $k: String!, $a: String!, $u: String!, $p: Int!) {
      getCreativeConceptAssetUploadUrl(clientCode: $c, conceptCode: $k, assetCode: $a, uploadId: $u, partNumber: $p) { url } }`,
    { c: tenant.clientCode, k: args.conceptCode, a: args.assetCode, u: args.uploadId, p: args.partNumber },
  );
  return (data.getCreativeConceptAssetUploadUrl as { url: string }).url;
}

export const FINISH_UPLOAD = `mutation ($c: String!, $k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) {
  finishCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status assetCode duplicatedConceptAssetCode } }`;

/** The whole upload flow: parts, then finish. Returns the finish result. */
export async function uploadFile(
  client: ApiClient,
  tenant: Pick<Tenant, 'clientCode'>,
  conceptCode: string,
  bytes: Buffer,
  options: UploadOptions = {},
) {
  const upload = await uploadParts(client, tenant, conceptCode, bytes, options);
  const data = await client.mustRequest(FINISH_UPLOAD, {
    c: tenant.clientCode,
    k: conceptCode,
    a: upload.assetCode,
    u: upload.uploadId,
    p: upload.parts,
  });
  return data.finishCreativeConceptAssetUpload as { status: string; assetCode: string; duplicatedConceptAssetCode: string | null };
}

/** An asset as ASSET_FIELDS and its history read it. */
export interface AssetResult {
  code: string;
  name: string;
  fileName: string | null;
  assetType: string;
  type: string;
  status: string;
  processingStatus: string;
  processingError: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  aspectRatio: string | null;
  mimeType: string | null;
  extension: string | null;
  fileType: { code: string } | null;
  downloadUrl: string | null;
  previewImage: string | null;
  assetUrl: string | null;
  version: number;
  creativeNode: { code: string } | null;
  tags: { code: string; name: string }[];
  history: { event: string; comment: string | null; changes: unknown }[];
}

export async function getAsset(client: ApiClient, tenant: Tenant, assetCode: string) {
  const data = await client.mustRequest<{ applicationCreativeConceptAsset: AssetResult }>(
    `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { ${ASSET_FIELDS} history { event comment changes } } }`,
    { c: tenant.clientCode, a: assetCode },
  );
  return data.applicationCreativeConceptAsset;
}

/** Polls until the asset's processing has ended (ready or failed). */
export async function waitForProcessing(client: ApiClient, tenant: Tenant, assetCode: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const asset = await getAsset(client, tenant, assetCode);
    if (asset.processingStatus === 'ready' || asset.processingStatus === 'failed') return asset;
    if (Date.now() > deadline) throw new Error(`asset ${assetCode} still ${asset.processingStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function conceptWithAsset(owner: ApiClient, tenant: Tenant) {
  const concept = await createConcept(owner, tenant);
  const asset = await createAssetRecord(owner, tenant, concept.code);
  return { concept, asset };
}
