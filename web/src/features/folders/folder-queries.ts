import { graphql } from '../../gql';

/**
 * The whole folder tree in one flat list (each folder with its parent's code), nested on the client
 * by `nestFlatFolders`: any depth, without a query nested as deep as the tree.
 */
export const CreativeNodesQuery = graphql(`
  query CreativeNodes($clientCode: String!, $applicationCode: String!, $filter: CreativeNodeFilter) {
    creativeNodes(clientCode: $clientCode, applicationCode: $applicationCode, filter: $filter, returnFlat: true) {
      code
      name
      status
      sequenceId
      count: conceptCount
      totalCount: totalConceptCount
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

export const CreativeNodeTypesQuery = graphql(`
  query CreativeNodeTypes {
    creativeNodeTypes {
      code
      name
      icon
    }
  }
`);

/** A virtual folder of either tree (read-only, with its count and the filter it applies); queries nest it three levels. */
export const VirtualFolderFields = graphql(`
  fragment VirtualFolderFields on CreativeVirtualNode {
    code
    name
    count
    filter
  }
`);

export const CreativeVirtualNodesQuery = graphql(`
  query CreativeVirtualNodes($clientCode: String!, $applicationCode: String!) {
    creativeVirtualNodes(clientCode: $clientCode, applicationCode: $applicationCode) {
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
