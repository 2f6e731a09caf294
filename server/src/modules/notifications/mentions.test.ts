import { describe, expect, it } from 'vitest';
import { findMentionedEmails, renderMentionsAsText } from './mentions.js';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './service.js';

describe('mentions', () => {
  it('finds each mentioned address once, lower-cased', () => {
    expect(findMentionedEmails('@[Dana](Designer@Demo.test) and @[Dana again](designer@demo.test), @[Leo](lead@demo.test)')).toEqual([
      'designer@demo.test',
      'lead@demo.test',
    ]);
  });

  it('ignores text that only looks like a mention', () => {
    expect(findMentionedEmails('@Dana please check [x](y) @[no address]()')).toEqual([]);
  });

  it('renders mentions as "@Name" for e-mails', () => {
    expect(renderMentionsAsText('@[Dana Designer](d@x.test) please check')).toBe('@Dana Designer please check');
  });
});

describe('unsubscribe tokens', () => {
  const userId = '3f1c2a8e-6b1d-4c1e-9f7a-0d4b5e6f7a8b';

  it('name the user they were made for', () => {
    expect(verifyUnsubscribeToken('secret', createUnsubscribeToken('secret', userId))).toBe(userId);
  });

  it('are refused under another secret, for another user or when altered', () => {
    const token = createUnsubscribeToken('secret', userId);
    expect(verifyUnsubscribeToken('other secret', token)).toBeNull();
    const [, signature] = token.split('.');
    expect(verifyUnsubscribeToken('secret', `${Buffer.from('someone-else').toString('base64url')}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken('secret', `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken('secret', 'garbage')).toBeNull();
  });
});
