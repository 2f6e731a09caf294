import type { MeFieldsFragment } from '../../gql/graphql';

/**
 * The sign-in page talks to the API with plain `fetch`: it is the first page many visitors load,
 * and the GraphQL client, the router and the form libraries would triple its JavaScript
 * (docs/decisions/web-app.md). The selections match the shell's `MeFields`, so the app reads the same user.
 */
const ME_FIELDS = 'emailAddress firstName lastName isPlatformStaff clients { code name applications { code name } }';
const ME_QUERY = `query Me { me { ${ME_FIELDS} } }`;
const SIGN_IN_MUTATION = `mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${ME_FIELDS} } }`;

export type SignedInUserFields = Omit<MeFieldsFragment, ' $fragmentName'>;

/** A GraphQL answer, or the server's message for users (its messages are written for them). */
export type SignInAnswer = { user: SignedInUserFields | null } | { message: string };

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: { message: string }[];
}

async function post<Data>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data> | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<Data>;
  } catch {
    // Offline, or a proxy answered with something that is not GraphQL.
    return null;
  }
}

function toAnswer<Data>(
  body: GraphQLResponse<Data> | null,
  pick: (data: Data) => SignedInUserFields | null,
  networkMessage: string,
): SignInAnswer {
  if (!body) return { message: networkMessage };
  const message = body.errors?.[0]?.message;
  if (message) return { message };
  return { user: body.data ? pick(body.data) : null };
}

/** The signed-in user, when this browser already has a session. */
export async function fetchSignedInUser(networkMessage: string): Promise<SignInAnswer> {
  const body = await post<{ me: SignedInUserFields | null }>(ME_QUERY);
  return toAnswer(body, (data) => data.me, networkMessage);
}

export async function signIn(email: string, password: string, networkMessage: string): Promise<SignInAnswer> {
  const body = await post<{ signIn: SignedInUserFields }>(SIGN_IN_MUTATION, { email, password });
  return toAnswer(body, (data) => data.signIn, networkMessage);
}
