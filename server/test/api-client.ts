import { inject } from 'vitest';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; status?: number; fields?: unknown } }[];
}

/**
 * A browser-like GraphQL client for API tests: real HTTP against the test server, with its own
 * cookie jar (one instance = one signed-in person).
 */
export class ApiClient {
  private cookie: string | undefined;

  constructor(readonly baseUrl: string = inject('baseUrl')) {}

  get sessionCookie() {
    return this.cookie;
  }

  /** The same signed-in session, talking to another server instance. */
  onInstance(baseUrl: string) {
    const other = new ApiClient(baseUrl);
    other.cookie = this.cookie;
    return other;
  }

  async request<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
    const response = await this.post({ query, variables });
    return (await response.json()) as GraphQLResponse<Data>;
  }

  /** The raw fetch Response, for status and header assertions. */
  async post(body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair!.endsWith('=') ? undefined : pair;
    }
    return response;
  }

  async signIn(email: string, password: string) {
    const result = await this.request(
      `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { emailAddress } }`,
      {
        email,
        password,
      },
    );
    if (result.errors) throw new Error(`sign-in failed for ${email}: ${result.errors[0]!.message}`);
    return this;
  }

  /** Data or a thrown error: for arranging state, where a failure is a broken test, not an assertion. */
  async mustRequest<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<Data> {
    const result = await this.request<Data>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(result.errors)}`);
    return result.data!;
  }
}

export function errorCode(result: GraphQLResponse<unknown>) {
  return result.errors?.[0]?.extensions?.code;
}

export async function signInAsAdmin() {
  return new ApiClient().signIn(inject('adminEmail'), inject('adminPassword'));
}
