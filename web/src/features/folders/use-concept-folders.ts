import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { bindFolderMutations } from './folder-mutations';
import { CreativeNodesQuery, CreativeVirtualNodesQuery } from './folder-queries';
import { useFolderTree, type FolderSelection } from './use-folder-tree';

const CreateCreativeNodeMutation = graphql(`
  mutation CreateCreativeNode($applicationCode: String!, $clientCode: String!, $node: CreativeNodeInput!) {
    createCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, node: $node) {
      code
      name
    }
  }
`);

const UpdateCreativeNodeMutation = graphql(`
  mutation UpdateCreativeNode($applicationCode: String!, $clientCode: String!, $nodeCode: String!, $node: CreativeNodeInput!) {
    updateCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, nodeCode: $nodeCode, node: $node) {
      code
      name
      status
      version
    }
  }
`);

const DeleteCreativeNodeMutation = graphql(`
  mutation DeleteCreativeNode($applicationCode: String!, $clientCode: String!, $nodeCode: String!) {
    deleteCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, nodeCode: $nodeCode)
  }
`);

const UpdateMultipleCreativeNodeMutation = graphql(`
  mutation UpdateMultipleCreativeNode($applicationCode: String!, $clientCode: String!, $nodes: [CreativeNodeMoveInput!]!) {
    updateMultipleCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, nodes: $nodes) {
      code
      sequenceId
    }
  }
`);

interface ConceptFoldersOptions {
  clientCode: string;
  applicationCode: string;
  showInactive: boolean;
  selectedId: string | null | undefined;
  onSelect: (selection: FolderSelection | null) => void;
}

/** The concept folder tree of an application: its queries (always from the network, spec 1 §7) and mutations. */
export function useConceptFolders({ clientCode, applicationCode, showInactive, selectedId, onSelect }: ConceptFoldersOptions) {
  const foldersQuery = useQuery(CreativeNodesQuery, {
    variables: { clientCode, applicationCode, filter: showInactive ? null : { status: 'active' } },
    fetchPolicy: 'network-only',
  });
  const virtualQuery = useQuery(CreativeVirtualNodesQuery, { variables: { clientCode, applicationCode }, fetchPolicy: 'network-only' });
  // Refetches here are for membership: a new folder, a folder made inactive (it leaves the active-only
  // tree), a deleted one (which also changes the virtual folders' counts).
  const [createNode] = useMutation(CreateCreativeNodeMutation, { refetchQueries: [CreativeNodesQuery], awaitRefetchQueries: true });
  const [updateNode] = useMutation(UpdateCreativeNodeMutation, { refetchQueries: [CreativeNodesQuery], awaitRefetchQueries: true });
  const [deleteNode] = useMutation(DeleteCreativeNodeMutation, {
    refetchQueries: [CreativeNodesQuery, CreativeVirtualNodesQuery],
    awaitRefetchQueries: true,
  });
  const [moveNodes] = useMutation(UpdateMultipleCreativeNodeMutation);

  const mutations = useMemo(
    () =>
      bindFolderMutations({ clientCode, applicationCode }, { create: createNode, update: updateNode, remove: deleteNode, move: moveNodes }),
    [clientCode, applicationCode, createNode, updateNode, deleteNode, moveNodes],
  );

  const data = useFolderTree({
    folders: { nodes: foldersQuery.data?.creativeNodes, error: foldersQuery.error, refetch: foldersQuery.refetch },
    virtualFolders: { nodes: virtualQuery.data?.creativeVirtualNodes, error: virtualQuery.error },
    selectedId,
    onSelect,
    moveFolders: mutations.moveFolders,
  });
  return { data, mutations };
}
