import { FFMPEG_PATH, runTool } from '../src/media/tools.js';

export interface TestVideo {
  seconds: number;
  width: number;
  height: number;
  frameRate: number;
  /** ffmpeg's test pattern: `testsrc2` (moving, costly to encode) or the plainer `testsrc`. */
  pattern?: 'testsrc' | 'testsrc2';
}

/**
 * An MP4 of ffmpeg's test pattern, made with the ffmpeg the server uses (no binary in the
 * repository). Fragmented, so it can be written to stdout and returned as bytes.
 */
export function makeTestVideo({ seconds, width, height, frameRate, pattern = 'testsrc' }: TestVideo): Promise<Buffer> {
  return runTool(FFMPEG_PATH, [
    '-nostdin',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `${pattern}=duration=${seconds}:size=${width}x${height}:rate=${frameRate}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    'frag_keyframe+empty_moov',
    '-f',
    'mp4',
    '-',
  ]);
}
