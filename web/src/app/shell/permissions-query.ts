import { graphql } from '../../gql';

/** The signed-in user's permissions in one client: the shell's menu and every permission check read them. */
export const MyPermissionsQuery = graphql(`
  query MyPermissions($clientCode: String!) {
    myPermissions(clientCode: $clientCode)
  }
`);
