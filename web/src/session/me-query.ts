import { graphql } from '../gql';

/** Everything the shell needs about the signed-in user; sign-in returns the same fields. */
export const MeFieldsFragment = graphql(`
  fragment MeFields on Me {
    emailAddress
    firstName
    lastName
    isPlatformStaff
    clients {
      code
      name
      applications {
        code
        name
      }
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...MeFields
    }
  }
`);
