import { describe, expect, it } from 'vitest';
import { describeAnchor, drawingToSvg, formatTimecode } from './review-export.js';

describe('review export places', () => {
  it('writes timecodes (HH:MM:SS:FF) and frames for video comments and pages for PDF comments', () => {
    expect(formatTimecode(0, 24)).toBe('00:00:00:00');
    expect(formatTimecode(30, 24)).toBe('00:00:01:06');
    expect(formatTimecode(24 * 3661 + 5, 24)).toBe('01:01:01:05');
    expect(formatTimecode(59, 29.97)).toBe('00:00:01:29');
    expect(describeAnchor({ frame: 12, frameEnd: 30, frameRate: 24, page: null })).toEqual({
      timecode: '00:00:00:12 – 00:00:01:06',
      frames: '12–30',
      page: '',
    });
    expect(describeAnchor({ frame: 12, frameEnd: null, frameRate: 24, page: null })).toEqual({
      timecode: '00:00:00:12',
      frames: '12',
      page: '',
    });
    expect(describeAnchor({ frame: null, frameEnd: null, frameRate: null, page: 3 })).toEqual({ timecode: '', frames: '', page: '3' });
  });

  it('draws the shapes at their place on the still and escapes drawn text', () => {
    const svg = drawingToSvg(
      {
        version: 1,
        shapes: [
          { kind: 'rect', color: '#E53935', from: [0.5, 0.6], to: [0.1, 0.1] },
          { kind: 'text', color: '#FFFFFF', at: [0.5, 0.5], text: '<script>&' },
        ],
      },
      200,
      100,
    );
    expect(svg).toContain(
      '<rect stroke="#E53935" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round" x="20.0" y="10.0" width="80.0" height="50.0"/>',
    );
    expect(svg).toContain('>&#60;script&#62;&#38;</text>');
    expect(svg).not.toContain('<script>');
  });
});
