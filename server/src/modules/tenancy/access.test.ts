import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { Access } from './access.js';
import { SHARE_LINK_PERMISSIONS, type ShareLinkPrincipal } from './principal.js';

/** Nothing below reads the database: a share link's scope comes with the link. */
const noDatabase = {} as Database;

const link: ShareLinkPrincipal = {
  kind: 'shareLink',
  clientId: 'client-1',
  clientCode: 'acme',
  clientName: 'Acme',
  conceptCode: 'crcshared',
  permissions: new Set(SHARE_LINK_PERMISSIONS),
};

async function readErrorCode(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return 'passed';
}

describe('Access for a share link (a second kind of principal)', () => {
  const access = new Access(noDatabase, link);

  it('reads its own concept through the same require as a user', async () => {
    const scope = await access.require('concept:view', { clientCode: 'acme', conceptCode: 'crcshared' });
    expect(scope).toMatchObject({ clientId: 'client-1', clientCode: 'acme', onlyConceptCode: 'crcshared' });
    expect(await access.can('asset:view', { clientCode: 'acme', conceptCode: 'crcshared' })).toBe(true);
  });

  it('is read-only: writes are FORBIDDEN, and viewerCan* answers no', async () => {
    expect(await readErrorCode(access.require('concept:update', { clientCode: 'acme', conceptCode: 'crcshared' }))).toBe('FORBIDDEN');
    expect(
      await access.can(
        { allOf: ['concept:view'], anyOf: ['concept:update', 'concept:approve'] },
        { clientCode: 'acme', conceptCode: 'crcshared' },
      ),
    ).toBe(false);
  });

  it('finds nothing beyond its concept: other concepts, lists and other clients look like they do not exist', async () => {
    expect(await readErrorCode(access.require('concept:view', { clientCode: 'acme', conceptCode: 'crcother' }))).toBe('NOT_FOUND');
    expect(await readErrorCode(access.require('concept:view', { clientCode: 'acme' }))).toBe('NOT_FOUND');
    expect(await readErrorCode(access.require('concept:view', { clientCode: 'other', conceptCode: 'crcshared' }))).toBe('NOT_FOUND');
    expect(await access.can('concept:view', { clientCode: 'acme', conceptCode: 'crcother' })).toBe(false);
  });

  it('is not a signed-in user', async () => {
    expect(await access.getViewer()).toBeNull();
    expect(await readErrorCode(access.requireViewer())).toBe('UNAUTHENTICATED');
  });
});

describe('Access for nobody', () => {
  it('answers UNAUTHENTICATED before anything else', async () => {
    const access = new Access(noDatabase, null);
    expect(await readErrorCode(access.require('concept:view', { clientCode: 'acme' }))).toBe('UNAUTHENTICATED');
    expect(await access.getPrincipal()).toBeNull();
  });
});
