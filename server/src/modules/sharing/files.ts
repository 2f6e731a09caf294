import type { AppConfig } from '../../config.js';
import type { ObjectStorage } from '../../storage/types.js';
import { signShareFile } from './tokens.js';
import type { OpenShareLink } from './visitor.js';

/** The routes visitors' files are served through (they check the link's row on every request). */
export const SHARE_FILES_PATH = '/share-links';

interface ShareSigningDeps {
  getSigningSecret: () => string;
  config: Pick<AppConfig, 'SIGNED_URL_TTL_SECONDS'>;
}

/** Signed file URLs live as long as other signed URLs, rounded up to a minute (so a thumbnail's URL is stable and cached). */
function fileExpiry(config: Pick<AppConfig, 'SIGNED_URL_TTL_SECONDS'>, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + config.SIGNED_URL_TTL_SECONDS;
  return Math.ceil(expires / 60) * 60;
}

/**
 * The object storage as a visitor's request sees it: every URL it signs is a share file URL bound
 * to the link (checked against the link's row when fetched), and nothing else is available.
 */
export function shareLinkStorage(storage: ObjectStorage, deps: ShareSigningDeps, link: OpenShareLink, now: Date): ObjectStorage {
  const refuse = () => Promise.reject(new Error('A share link only reads its concept’s files.'));
  return {
    kind: storage.kind,
    createMultipartUpload: refuse,
    signPartUrl: refuse,
    completeMultipartUpload: refuse,
    abortMultipartUpload: refuse,
    putObject: refuse,
    getObjectStream: refuse,
    headObject: refuse,
    deleteObject: refuse,
    signDownloadUrl: (options) => {
      const expires = fileExpiry(deps.config, now);
      const request = {
        linkId: link.id,
        key: options.key,
        fileName: options.fileName,
        contentType: options.contentType ?? 'application/octet-stream',
        inline: options.inline === true,
      };
      const query = new URLSearchParams({
        key: request.key,
        name: request.fileName,
        type: request.contentType,
        inline: request.inline ? '1' : '0',
        expires: String(expires),
        signature: signShareFile(deps.getSigningSecret(), request, expires),
      });
      return Promise.resolve(`${SHARE_FILES_PATH}/${link.id}/files?${query.toString()}`);
    },
  };
}

/**
 * A playable of the shared concept for the viewer's sandboxed frame: the route checks the link's
 * row and the asset, then hands over to the playable's own short-lived URL (routes.ts).
 */
export function signSharePlayableUrl(deps: ShareSigningDeps, link: OpenShareLink, assetId: string, now: Date): string {
  const expires = fileExpiry(deps.config, now);
  const signature = signShareFile(deps.getSigningSecret(), { linkId: link.id, playableAssetId: assetId }, expires);
  return `${SHARE_FILES_PATH}/${link.id}/playables/${assetId}?expires=${expires}&signature=${encodeURIComponent(signature)}`;
}

/** The production zip of the shared concept, for a link that allows downloads (null otherwise). */
export function signShareZipUrl(deps: ShareSigningDeps, link: OpenShareLink, now: Date): string | null {
  if (!link.allowDownloads) return null;
  const expires = fileExpiry(deps.config, now);
  const signature = signShareFile(deps.getSigningSecret(), { linkId: link.id, zip: true }, expires);
  return `${SHARE_FILES_PATH}/${link.id}/download?expires=${expires}&signature=${encodeURIComponent(signature)}`;
}
