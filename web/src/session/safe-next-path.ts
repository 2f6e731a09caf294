/**
 * Turns the untrusted `next` query parameter into a same-site path, or null. Only paths that start
 * with a single '/' qualify: '//evil.example' and '/\evil.example' are protocol-relative URLs to a
 * browser, and absolute URLs could leave the site (an open redirect).
 */
export function findSafeNextPath(next: string | null | undefined, origin = 'http://atelier.invalid'): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (hasControlCharacter(next)) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Going "back" to the sign-in page after signing in would loop.
  if (url.pathname === '/signin') return null;
  return path;
}

// Browsers drop tabs and newlines from URLs, which can turn '/\t/host' into '//host'.
function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });
}

/** The sign-in URL that brings the user back to `path` afterwards. */
export function buildSignInPath(path: string): string {
  const next = findSafeNextPath(path);
  return next && next !== '/' ? `/signin?next=${encodeURIComponent(next)}` : '/signin';
}
