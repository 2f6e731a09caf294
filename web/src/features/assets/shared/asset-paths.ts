import { buildConceptsPath } from '../../../session';

/** URLs of the asset screens (spec 2 §2.1). */

const segment = encodeURIComponent;

export const buildAssetEditorPath = (clientCode: string, conceptCode: string, assetCode: string) =>
  `${buildConceptsPath(clientCode)}/${segment(conceptCode)}/assets/${segment(assetCode)}`;

export const buildAssetCreatePath = (clientCode: string, conceptCode: string, grouping: string) =>
  `${buildConceptsPath(clientCode)}/${segment(conceptCode)}/assets/create/${segment(grouping)}`;

/** Where a new asset leads (spec 2 §2.1): the concept page's single-asset view. */
export function buildConceptAssetLink(clientCode: string, conceptCode: string, assetCode: string, assetType: string): string {
  const query = new URLSearchParams({ tab: 'asset', assetCode, type: assetType });
  return `${buildConceptsPath(clientCode)}/${segment(conceptCode)}?${query.toString()}`;
}
