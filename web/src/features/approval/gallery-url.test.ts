import { describe, expect, it } from 'vitest';
import { buildCommentLink, readVersion, withAsset, withoutGallery, withoutOpenRequest } from './gallery-url';
import { commentsOfVersion, describeAnchor, type ReviewComment } from './review-media';

describe('the gallery’s place in the URL', () => {
  it('consumes an approval link and names the asset, comment and version shown', () => {
    const link = new URLSearchParams('tab=assets&open=approvalModal&applicationCode=puzzle-quest');
    const opened = withAsset(withoutOpenRequest(link), 'ast_1');
    expect(opened.toString()).toBe('tab=assets&asset=ast_1');
    const focused = withAsset(opened, 'ast_1', { commentId: 'c-1', version: 2 });
    expect(focused.get('comment')).toBe('c-1');
    expect(readVersion(focused)).toBe(2);
    expect(withoutGallery(focused).toString()).toBe('tab=assets');
    expect(readVersion(new URLSearchParams('version=abc'))).toBeNull();
  });

  it('builds a comment’s absolute link', () => {
    const link = buildCommentLink(
      { origin: 'https://atelier.test', pathname: '/demo/creative/concepts/crc_1', search: '?tab=assets&open=approvalModal' },
      'ast_2',
      'c-9',
      null,
    );
    expect(link).toBe('https://atelier.test/demo/creative/concepts/crc_1?tab=assets&asset=ast_2&comment=c-9');
  });
});

describe('comments of a version', () => {
  const entry = (id: string, assetFileVersion: number | null, extra: Partial<ReviewComment> = {}) =>
    ({ id, event: 'comment', comment: id, parentId: null, assetFileVersion, anchor: null, ...extra }) as ReviewComment;

  it('shows a version’s own comments, and unnumbered ones with the current file only', () => {
    const history = [
      entry('a', 1),
      entry('b', 2),
      entry('c', null),
      entry('r', 2, { parentId: 'b' }),
      entry('u', 2, { event: 'assetUpdated' }),
    ];
    expect(commentsOfVersion(history, 2, true).map((comment) => comment.id)).toEqual(['b', 'c']);
    expect(commentsOfVersion(history, 1, false).map((comment) => comment.id)).toEqual(['a']);
  });

  it('describes an anchor as a timecode or a page', () => {
    expect(describeAnchor({ frame: 48, frameRate: 30, frameEnd: null, page: null })).toMatchObject({
      kind: 'frame',
      timecode: '00:00:01:18',
    });
    expect(describeAnchor({ page: 3, frame: null, frameRate: null })).toEqual({ kind: 'page', page: 3 });
    expect(describeAnchor(null)).toBeNull();
  });
});
