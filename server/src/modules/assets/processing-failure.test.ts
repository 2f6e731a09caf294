import { describe, expect, it } from 'vitest';
import { JobTimeLimitError } from '../../jobs/queue.js';
import { describeFailure } from './processing.js';

describe('a processing failure as the user reads it', () => {
  it('says in plain words what to do for each kind of file, never naming a server path or a tool', () => {
    for (const kind of ['image', 'video', 'document', 'playable', 'other'] as const) {
      const message = describeFailure(kind);
      expect(message).toMatch(/^The (file|image|video|document|playable ad) could not be (read|processed)\./);
      expect(message).not.toMatch(/\/tmp|\/var|ffmpeg|ffprobe|sharp|Error:/i);
    }
  });

  it('says when a file took too long, rather than that it is damaged', () => {
    const message = describeFailure('video', new JobTimeLimitError(900));
    expect(message).toMatch(/^The video took too long to process/);
    expect(message).not.toMatch(/damaged|ffmpeg|Error:/i);
  });
});
