/** A folder of the nested tree creativeNodes returns. */
export interface FolderNode {
  code: string;
  name: string;
  creativeNodes?: readonly FolderNode[] | null;
}

/** Names from the top-level folder down to the folder with this code, or null when it is not in the tree. */
export function findFolderPath(nodes: readonly FolderNode[], code: string): string[] | null {
  for (const node of nodes) {
    if (node.code === code) return [node.name];
    const below = findFolderPath(node.creativeNodes ?? [], code);
    if (below) return [node.name, ...below];
  }
  return null;
}
