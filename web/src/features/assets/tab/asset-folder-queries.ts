import { graphql } from '../../../gql';

/** A folder of a concept's asset tree, without its children. */
export const AssetFolderFields = graphql(`
  fragment AssetFolderFields on CreativeConceptNode {
    code
    name
    status
    sequenceId
    assetCount
    version
    nodeType {
      code
    }
    parentCreativeNode {
      code
    }
  }
`);

/**
 * The concept's asset folders, nested 8 levels deep: creativeConceptNodes has no flat form
 * (the concepts tree uses returnFlat), and GraphQL cannot ask for a tree of any depth.
 */
export const ASSET_FOLDER_QUERY_DEPTH = 8;

export const AssetFoldersQuery = graphql(`
  query AssetFolders($clientCode: String!, $conceptCode: String!, $filter: CreativeNodeFilter) {
    creativeConceptNodes(clientCode: $clientCode, conceptCode: $conceptCode, filter: $filter) {
      ...AssetFolderFields
      creativeNodes {
        ...AssetFolderFields
        creativeNodes {
          ...AssetFolderFields
          creativeNodes {
            ...AssetFolderFields
            creativeNodes {
              ...AssetFolderFields
              creativeNodes {
                ...AssetFolderFields
                creativeNodes {
                  ...AssetFolderFields
                  creativeNodes {
                    ...AssetFolderFields
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

export const AssetVirtualFoldersQuery = graphql(`
  query AssetVirtualFolders($clientCode: String!, $conceptCode: String!, $assetType: String) {
    creativeConceptVirtualNodes(clientCode: $clientCode, conceptCode: $conceptCode, assetType: $assetType) {
      code
      name
      count
      filter
      children {
        code
        name
        count
        filter
        children {
          code
          name
          count
          filter
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
