import { inject } from 'vitest';

/** One message of a GraphQL-over-SSE stream (Yoga's distinct-connections mode): next or complete. */
export type StreamMessage = { event: 'next'; payload: GraphQLResponse } | { event: 'complete' };

/**
 * A subscription read over Server-Sent Events, as a browser's EventSource-like client would: POST
 * with `Accept: text/event-stream`, then each `event: next` is one result, `event: complete` the end.
 */
export class SseStream {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private ended = false;

  constructor(
    readonly response: Response,
    private readonly reader: ReadableStreamDefaultReader<Uint8Array> | null = response.body ? response.body.getReader() : null,
    private readonly abort: () => void = () => void reader?.cancel().catch(() => undefined),
  ) {}

  static async open(baseUrl: string, cookie: string | undefined, query: string, variables: Record<string, unknown> = {}) {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: controller.signal,
    });
    return new SseStream(response, response.body ? response.body.getReader() : null, () => controller.abort());
  }

  /** The next message; `complete` once the server ended the stream (or closed the connection). */
  async next(): Promise<StreamMessage> {
    for (;;) {
      const boundary = this.buffer.indexOf('\n\n');
      if (boundary >= 0) {
        const block = this.buffer.slice(0, boundary);
        this.buffer = this.buffer.slice(boundary + 2);
        const lines = block.split('\n');
        const event = lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = lines
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (event === 'complete') return { event: 'complete' };
        if (event === 'next') return { event: 'next', payload: JSON.parse(data) as GraphQLResponse };
        continue; // a keep-alive comment
      }
      if (this.ended || !this.reader) return { event: 'complete' };
      const chunk = await this.reader.read();
      if (chunk.done) {
        this.ended = true;
        continue;
      }
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** The next result's data, failing on anything else. */
  async nextData<Data = Record<string, unknown>>(): Promise<Data> {
    const message = await this.next();
    if (message.event !== 'next') throw new Error('the stream ended');
    if (message.payload.errors) throw new Error(`GraphQL error: ${JSON.stringify(message.payload.errors)}`);
    return message.payload.data as Data;
  }

  close() {
    this.abort();
  }
}

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
    // A subscription that starts answers a stream: its first result stands for the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      const stream = new SseStream(response);
      const first = await stream.next();
      stream.close();
      return (first.event === 'next' ? first.payload : { data: null }) as GraphQLResponse<Data>;
    }
    return (await response.json()) as GraphQLResponse<Data>;
  }

  /** A subscription over Server-Sent Events, as this signed-in person. */
  subscribe(query: string, variables?: Record<string, unknown>) {
    return SseStream.open(this.baseUrl, this.cookie, query, variables);
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
