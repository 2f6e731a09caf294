import { PartHttpError, PartMissingEtagError, PartNetworkError, UploadCanceledError } from './upload-errors';
import type { PartRequest, PartTransport } from './upload-types';

/** The part of XMLHttpRequest the transport uses, so tests can hand in a fake. */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'getResponseHeader' | 'status' | 'upload' | 'onload' | 'onerror' | 'onabort' | 'ontimeout' | 'withCredentials'
>;

/**
 * PUTs parts with XMLHttpRequest, the only browser API that reports upload progress. Same-origin
 * URLs (local storage) send the session cookie; absolute S3 URLs are signed and need none.
 */
export function createXhrTransport(createXhr: () => XhrLike = () => new XMLHttpRequest()): PartTransport {
  return {
    send({ url, body, signal, onProgress }: PartRequest) {
      return new Promise<{ etag: string }>((resolve, reject) => {
        if (signal.aborted) return reject(new UploadCanceledError());
        const xhr = createXhr();
        const onAbortSignal = () => xhr.abort();
        const settle = (finish: () => void) => {
          signal.removeEventListener('abort', onAbortSignal);
          finish();
        };
        xhr.open('PUT', url);
        xhr.withCredentials = isSameOrigin(url);
        xhr.upload.onprogress = (event) => onProgress(event.loaded);
        xhr.onload = () =>
          settle(() => {
            if (xhr.status < 200 || xhr.status >= 300) return reject(new PartHttpError(xhr.status));
            const etag = xhr.getResponseHeader('ETag');
            if (!etag) return reject(new PartMissingEtagError());
            resolve({ etag });
          });
        xhr.onerror = () => settle(() => reject(new PartNetworkError()));
        xhr.ontimeout = () => settle(() => reject(new PartNetworkError('Part upload timed out')));
        xhr.onabort = () => settle(() => reject(new UploadCanceledError()));
        signal.addEventListener('abort', onAbortSignal, { once: true });
        xhr.send(body);
      });
    },
  };
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
