import { graphql } from '../../../gql';

/**
 * The concept's whole asset folder tree in one flat list (each folder with its parent's code),
 * nested on the client: any depth, without a query nested as deep as the tree.
 */
export const AssetFoldersQuery = graphql(`
  query AssetFolders($clientCode: String!, $conceptCode: String!, $filter: CreativeNodeFilter) {
    creativeConceptNodes(clientCode: $clientCode, conceptCode: $conceptCode, filter: $filter, returnFlat: true) {
      code
      name
      status
      sequenceId
      count: assetCount
      version
      nodeType {
        code
      }
      parentCreativeNode {
        code
      }
    }
  }
`);

export const AssetVirtualFoldersQuery = graphql(`
  query AssetVirtualFolders($clientCode: String!, $conceptCode: String!, $assetType: String) {
    creativeConceptVirtualNodes(clientCode: $clientCode, conceptCode: $conceptCode, assetType: $assetType) {
      ...VirtualFolderFields
      children {
        ...VirtualFolderFields
        children {
          ...VirtualFolderFields
        }
      }
    }
  }
`);

export const CreateAssetFolderMutation = graphql(`
  mutation AssetFolderCreate($clientCode: String!, $conceptCode: String!, $node: CreativeNodeInput!) {
    createCreativeConceptNode(clientCode: $clientCode, conceptCode: $conceptCode, node: $node) {
      code
      name
    }
  }
`);

export const UpdateAssetFolderMutation = graphql(`
  mutation AssetFolderUpdate($clientCode: String!, $conceptCode: String!, $nodeCode: String!, $node: CreativeNodeInput!) {
    updateCreativeConceptNode(clientCode: $clientCode, conceptCode: $conceptCode, nodeCode: $nodeCode, node: $node) {
      code
      name
      status
      version
    }
  }
`);

export const DeleteAssetFolderMutation = graphql(`
  mutation AssetFolderDelete($clientCode: String!, $conceptCode: String!, $nodeCode: String!) {
    deleteCreativeConceptNode(clientCode: $clientCode, conceptCode: $conceptCode, nodeCode: $nodeCode)
  }
`);

export const MoveAssetFoldersMutation = graphql(`
  mutation AssetFoldersMove($clientCode: String!, $conceptCode: String!, $nodes: [CreativeNodeMoveInput!]!) {
    updateMultipleCreativeConceptNode(clientCode: $clientCode, conceptCode: $conceptCode, nodes: $nodes) {
      code
      sequenceId
    }
  }
`);
