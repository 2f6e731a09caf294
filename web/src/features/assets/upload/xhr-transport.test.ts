import { describe, expect, it } from 'vitest';
import { PartHttpError, PartMissingEtagError, PartNetworkError, UploadCanceledError } from './upload-errors';
import { createXhrTransport, type XhrLike } from './xhr-transport';

/** A scripted XMLHttpRequest: the test decides when and how it answers. */
class FakeXhr {
  method = '';
  url = '';
  body: Blob | null = null;
  status = 0;
  withCredentials = false;
  headers: Record<string, string> = {};
  isAborted = false;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: Blob) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  answer(status: number, etag?: string) {
    this.status = status;
    if (etag) this.headers.etag = etag;
    this.onload?.();
  }
}

function setUp() {
  const requests: FakeXhr[] = [];
  const transport = createXhrTransport(() => {
    const xhr = new FakeXhr();
    requests.push(xhr);
    return xhr as unknown as XhrLike;
  });
  const progress: number[] = [];
  const controller = new AbortController();
  const send = (url = 'https://bucket.s3.test/part?signature=x') =>
    transport.send({ url, body: new Blob(['abc']), signal: controller.signal, onProgress: (bytes) => progress.push(bytes) });
  return { requests, progress, controller, send };
}

describe('createXhrTransport', () => {
  it('PUTs the part, reports progress and answers the ETag header', async () => {
    const { requests, progress, send } = setUp();
    const promise = send();
    const xhr = requests[0]!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.withCredentials).toBe(false);
    xhr.upload.onprogress?.({ loaded: 2 });
    xhr.answer(200, '"abc123"');
    await expect(promise).resolves.toEqual({ etag: '"abc123"' });
    expect(progress).toEqual([2]);
  });

  it('sends the session cookie to same-origin (local storage) URLs', () => {
    const { requests, send } = setUp();
    void send(`${window.location.origin}/storage/parts/1`).catch(() => undefined);
    expect(requests[0]!.withCredentials).toBe(true);
  });

  it('turns answers and failures into typed errors', async () => {
    const { requests, send } = setUp();
    const serverError = send();
    requests[0]!.answer(503);
    await expect(serverError).rejects.toEqual(new PartHttpError(503));
    const noEtag = send();
    requests[1]!.answer(200);
    await expect(noEtag).rejects.toBeInstanceOf(PartMissingEtagError);
    const offline = send();
    requests[2]!.onerror?.();
    await expect(offline).rejects.toBeInstanceOf(PartNetworkError);
  });

  it('aborts the request when the signal aborts', async () => {
    const { requests, controller, send } = setUp();
    const promise = send();
    controller.abort();
    await expect(promise).rejects.toBeInstanceOf(UploadCanceledError);
    expect(requests[0]!.isAborted).toBe(true);
  });
});
