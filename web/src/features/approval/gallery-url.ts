/**
 * The approval gallery's place in the URL (spec 2 §2.5 plus issue 12): `open=approvalModal` asks
 * for it (an approval link), `asset=<code>` names the asset shown while it is open, `comment=<id>`
 * a comment focused in it, `version=<n>` an earlier file being viewed. A copied URL opens the same view.
 */
export const OPEN_PARAM = 'open';
export const OPEN_APPROVAL = 'approvalModal';
export const ASSET_PARAM = 'asset';
export const COMMENT_PARAM = 'comment';
export const VERSION_PARAM = 'version';

type Params = URLSearchParams;

/** The request of an approval link is consumed: its parameters leave the URL. */
export function withoutOpenRequest(previous: Params): Params {
  const params = new URLSearchParams(previous);
  params.delete(OPEN_PARAM);
  params.delete('applicationCode');
  return params;
}

export function withAsset(
  previous: Params,
  assetCode: string,
  options: { commentId?: string | null; version?: number | null } = {},
): Params {
  const params = new URLSearchParams(previous);
  params.set(ASSET_PARAM, assetCode);
  if (options.commentId) params.set(COMMENT_PARAM, options.commentId);
  else params.delete(COMMENT_PARAM);
  if (options.version) params.set(VERSION_PARAM, String(options.version));
  else params.delete(VERSION_PARAM);
  return params;
}

export function withoutGallery(previous: Params): Params {
  const params = new URLSearchParams(previous);
  params.delete(ASSET_PARAM);
  params.delete(COMMENT_PARAM);
  params.delete(VERSION_PARAM);
  return params;
}

export function readVersion(params: Params): number | null {
  const value = Number(params.get(VERSION_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The absolute link of a comment: the page with the gallery on its asset, version and comment. */
export function buildCommentLink(
  location: { origin: string; pathname: string; search: string },
  assetCode: string,
  commentId: string,
  version: number | null,
) {
  const params = withAsset(withoutOpenRequest(new URLSearchParams(location.search)), assetCode, { commentId, version });
  return `${location.origin}${location.pathname}?${params.toString()}`;
}
