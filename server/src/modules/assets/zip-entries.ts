/**
 * Where each asset goes in a concept's zip: inside its folders (the concept's asset tree), named by
 * the asset's name with its file's extension ("Hero banner.png"), so the zip reads like the assets
 * tab. Names are made safe for every unzip tool and made unique per folder (case-insensitively).
 */

export interface ZipFolder {
  id: string;
  name: string;
  parentId: string | null;
}

export interface ZipAsset {
  name: string;
  fileName: string | null;
  extension: string | null;
  creativeNodeId: string | null;
}

/** Characters Windows, macOS and zip tools refuse or treat as separators, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

function safeSegment(name: string, fallback: string) {
  const cleaned = name
    .replace(UNSAFE, '_')
    .trim()
    .replace(/[. ]+$/, '');
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned.slice(0, 200);
}

function extensionOf(asset: ZipAsset) {
  if (asset.extension) return asset.extension.replace(/^\./, '');
  const dot = asset.fileName?.lastIndexOf('.') ?? -1;
  return asset.fileName && dot > 0 ? asset.fileName.slice(dot + 1) : '';
}

/** The folder path of a node ("Statics/Square"), guarding against a cycle in damaged data. */
function folderPath(nodeId: string | null, folders: ReadonlyMap<string, ZipFolder>): string[] {
  const segments: string[] = [];
  const seen = new Set<string>();
  for (let current = nodeId ? folders.get(nodeId) : undefined; current && !seen.has(current.id);) {
    seen.add(current.id);
    segments.unshift(safeSegment(current.name, 'Folder'));
    current = current.parentId ? folders.get(current.parentId) : undefined;
  }
  return segments;
}

/** The zip entry name of every asset, in the given order. */
export function planZipEntries(assets: readonly ZipAsset[], folders: readonly ZipFolder[]): string[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const used = new Set<string>();
  return assets.map((asset) => {
    const directory = folderPath(asset.creativeNodeId, byId);
    const extension = extensionOf(asset);
    const base = safeSegment(asset.name, 'file');
    const suffix = extension && !base.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? `.${extension}` : '';
    const prefix = directory.length > 0 ? `${directory.join('/')}/` : '';
    let candidate = `${prefix}${base}${suffix}`;
    for (let index = 2; used.has(candidate.toLowerCase()); index++) candidate = `${prefix}${base} (${index})${suffix}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
