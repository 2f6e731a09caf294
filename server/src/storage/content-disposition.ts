/**
 * Content types a browser may render in a tab without running code or styling our origin: raster
 * images, audio and video. Everything else (HTML, SVG, XML, PDF, scripts…) is always served as an
 * attachment, whatever the caller asked for.
 */
const INLINE_SAFE_TYPE = /^(image\/(png|jpeg|gif|webp|avif|bmp)|video\/[\w.+-]+|audio\/[\w.+-]+)$/;

/** `type/subtype` with an optional `; charset=…`-style parameter, nothing that could split a header. */
const WELL_FORMED_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=[\w.+-]+)*$/;

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The content type to serve: the given one when well formed, application/octet-stream otherwise. */
export function normalizeContentType(contentType: string | null | undefined): string {
  const trimmed = contentType?.trim().toLowerCase() ?? '';
  return WELL_FORMED_TYPE.test(trimmed) ? trimmed : DEFAULT_CONTENT_TYPE;
}

export function isInlineSafe(contentType: string): boolean {
  return INLINE_SAFE_TYPE.test(normalizeContentType(contentType).split(';')[0]!.trim());
}

// Control characters (C0, DEL, C1) never belong in a header value or a saved file name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
/** Half of a surrogate pair on its own: encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A `Content-Disposition` value that cannot break out of its header: a plain-ASCII `filename`
 * fallback without quotes, backslashes or control characters for old clients, and the exact name in
 * `filename*` (RFC 6266 / RFC 5987), which every current browser prefers.
 */
export function buildContentDisposition(fileName: string, options: { inline?: boolean } = {}): string {
  const cleaned = fileName.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\ufffd').trim() || 'download';
  const asciiFallback =
    cleaned
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '') // é → e rather than _
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '')
      .trim() || 'download';
  const disposition = options.inline ? 'inline' : 'attachment';
  return `${disposition}; filename="${asciiFallback}"; filename*=UTF-8''${encodeRfc5987(cleaned)}`;
}

/** encodeURIComponent leaves ' ( ) * unescaped, but RFC 5987's attr-char does not allow them. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
