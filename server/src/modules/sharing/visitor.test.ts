import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { SHARE_LINK_INVALID_MESSAGE } from './rules.js';
import { signShareToken } from './tokens.js';
import { openShareRequest } from './visitor.js';

const SECRET = 's'.repeat(43);

/** A database that holds no share link at all (every select answers no row). */
function emptyDatabase(): Database {
  const query = { from: () => query, innerJoin: () => query, where: () => Promise.resolve([]) };
  return { select: () => query } as unknown as Database;
}

describe('openShareRequest', () => {
  // The API tests cannot sign a token (the test server's secret stays in its database), so a
  // well-signed token naming no link is checked here.
  it('answers the 401 message for a well-signed token whose link does not exist', async () => {
    const token = signShareToken(SECRET, { linkId: crypto.randomUUID(), clientCode: 'demo', conceptCode: 'crcabc123' });
    const opened = await openShareRequest(
      { db: emptyDatabase(), getSigningSecret: () => SECRET, config: { SIGNED_URL_TTL_SECONDS: 900 } },
      token,
      new Date(),
    );
    expect(opened.isOpen).toBe(false);
    if (opened.isOpen) return;
    expect(opened.error.message).toBe(SHARE_LINK_INVALID_MESSAGE);
    expect(opened.error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});
