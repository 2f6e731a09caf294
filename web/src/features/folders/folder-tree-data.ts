/** Folder tree shapes and helpers shared by the panel, the picker and the move computation. */

/** A sanity bound on nesting for drops (the flat tree query itself has no depth limit). */
export const MAX_FOLDER_DEPTH = 50;

/** A folder as the tree components use it; `id` is the folder code. */
export interface FolderNode {
  id: string;
  name: string;
  status: string;
  sequenceId: number;
  /** What the folder holds directly: concepts in the concept tree, assets in an asset tree. */
  count: number;
  /** The count with every sub-folder's: the server's when it gives one (it sees hidden inactive folders), else summed here. */
  totalCount?: number;
  version: number;
  nodeTypeCode: string;
  parentId: string | null;
  /** Names from the top-level folder down to this one. */
  pathNames: string[];
  /** 1 for top-level folders. */
  depth: number;
  /** Always an array, so every folder can take drops (react-arborist treats null as a leaf). */
  children: FolderNode[];
}

/** The folder fields a tree query returns, nested; each query aliases its count (conceptCount, assetCount) as `count`. */
export interface ApiFolder {
  code: string;
  name: string;
  status: string;
  sequenceId: number;
  count: number;
  /** The count with every sub-folder's, when the tree's query gives one. */
  totalCount?: number | null;
  version: number;
  nodeType: { code: string };
  creativeNodes?: readonly ApiFolder[];
}

/** The least a flat folder row needs to be nested. */
interface FlatFolder {
  code: string;
  name: string;
  sequenceId: number;
  parentCreativeNode?: { code: string } | null;
}

export type Nested<Folder> = Folder & { creativeNodes: Nested<Folder>[] };

/** Nests the flat folder list (children in sequenceId order); a folder whose parent is absent becomes a root. */
export function nestFlatFolders<Folder extends FlatFolder>(folders: readonly Folder[]): Nested<Folder>[] {
  const nodes = new Map<string, Nested<Folder>>(folders.map((folder) => [folder.code, { ...folder, creativeNodes: [] }]));
  const roots: Nested<Folder>[] = [];
  for (const folder of folders) {
    const parent = folder.parentCreativeNode ? nodes.get(folder.parentCreativeNode.code) : undefined;
    (parent ? parent.creativeNodes : roots).push(nodes.get(folder.code)!);
  }
  const sort = (list: Nested<Folder>[]) => {
    list.sort((a, b) => a.sequenceId - b.sequenceId || a.name.localeCompare(b.name));
    for (const item of list) sort(item.creativeNodes);
  };
  sort(roots);
  return roots;
}

/** A folder of a flat tree query (returnFlat): its fields and its parent's code. */
export type FlatApiFolder = Omit<ApiFolder, 'creativeNodes'> & FlatFolder;

/** A flat tree query's answer as the nested tree the components show, of any depth. */
export function buildFolderTree(folders: readonly FlatApiFolder[]): FolderNode[] {
  return buildFolderNodes(nestFlatFolders(folders));
}

export function buildFolderNodes(folders: readonly ApiFolder[], parent: FolderNode | null = null): FolderNode[] {
  return folders.map((folder) => {
    const node: FolderNode = {
      id: folder.code,
      name: folder.name,
      status: folder.status,
      sequenceId: folder.sequenceId,
      count: folder.count,
      version: folder.version,
      nodeTypeCode: folder.nodeType.code,
      parentId: parent?.id ?? null,
      pathNames: [...(parent?.pathNames ?? []), folder.name],
      depth: (parent?.depth ?? 0) + 1,
      children: [],
    };
    node.children = buildFolderNodes(folder.creativeNodes ?? [], node);
    node.totalCount = folder.totalCount ?? node.count + node.children.reduce((sum, child) => sum + (child.totalCount ?? child.count), 0);
    return node;
  });
}

export function indexFolders(roots: readonly FolderNode[]): Map<string, FolderNode> {
  const index = new Map<string, FolderNode>();
  const visit = (nodes: readonly FolderNode[]) => {
    for (const node of nodes) {
      index.set(node.id, node);
      visit(node.children);
    }
  };
  visit(roots);
  return index;
}

/** Levels below a folder, counting the folder itself (a folder without children: 1). */
export function measureSubtreeHeight(node: FolderNode): number {
  return 1 + Math.max(0, ...node.children.map(measureSubtreeHeight));
}

/** Codes of a folder's ancestors, top-level first. */
export function listAncestorIds(index: ReadonlyMap<string, FolderNode>, id: string): string[] {
  const ancestors: string[] = [];
  let parentId = index.get(id)?.parentId ?? null;
  while (parentId) {
    ancestors.unshift(parentId);
    parentId = index.get(parentId)?.parentId ?? null;
  }
  return ancestors;
}

export function isDescendantOf(index: ReadonlyMap<string, FolderNode>, id: string, ancestorId: string): boolean {
  return listAncestorIds(index, id).includes(ancestorId);
}

export const formatFolderPath = (pathNames: readonly string[]) => pathNames.join(' > ');
