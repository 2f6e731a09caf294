import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values open something: share-link tokens (`?token=` of the external view),
 * signatures of file URLs, unsubscribe tokens, presigned S3 credentials. A request log line keeps
 * their names and drops their values: whoever reads the logs must not be able to open a client's
 * share link or file.
 */
const SECRET_PARAMETER = /token|signature|secret|password|credential|key|code_verifier/i;

/** The URL with the values of secret-bearing query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        // A malformed escape is still judged by its raw text.
      }
      return SECRET_PARAMETER.test(name) && separator !== -1 ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** pino options of the app's logger: headers that carry credentials and secret URL parameters redacted. */
export function buildLoggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
