import { describe, expect, it } from 'vitest';
import { describeFailure } from './processing.js';

describe('a processing failure as the user reads it', () => {
  it('says in plain words what to do for each kind of file, never naming a server path or a tool', () => {
    for (const kind of ['image', 'video', 'document', 'playable', 'other'] as const) {
      const message = describeFailure(kind);
      expect(message).toMatch(/^The (file|image|video|document|playable ad) could not be (read|processed)\./);
      expect(message).not.toMatch(/\/tmp|\/var|ffmpeg|ffprobe|sharp|Error:/i);
    }
  });
});
