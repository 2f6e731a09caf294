import sharp from 'sharp';
import { createRandom } from './random.js';

/**
 * Creative images drawn from a seed: a two-colour gradient and a few shapes at seeded places, the
 * layout of a typical static ad (background, hero, badge, button). Coordinates are relative, so the
 * same design drawn at another size is a resized copy; a look-alike keeps the background and the
 * small shapes but swaps the hero and the button, as two different ads of one campaign template do.
 */
export interface ImageDesign {
  seed: number;
  /** Draw the look-alike of `seed` number `lookAlike` (1, 2…) instead of the design itself. */
  lookAlike?: number;
}

export interface ImageRendition {
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'webp';
  /** 1..100 for jpeg and webp. */
  quality?: number;
}

type Rgb = [number, number, number];

interface Shape {
  kind: 'rect' | 'circle';
  x: number;
  y: number;
  size: number;
  color: Rgb;
}

function randomColor(random: () => number): Rgb {
  return [Math.floor(random() * 256), Math.floor(random() * 256), Math.floor(random() * 256)];
}

function randomShape(random: () => number, minSize: number, maxSize: number): Shape {
  return {
    kind: random() < 0.5 ? 'rect' : 'circle',
    x: 0.1 + random() * 0.8,
    y: 0.1 + random() * 0.8,
    size: minSize + random() * (maxSize - minSize),
    color: randomColor(random),
  };
}

function layout(design: ImageDesign) {
  const random = createRandom(design.seed * 7919 + 17);
  const from = randomColor(random);
  const to = randomColor(random);
  const isVertical = random() < 0.5;
  // Hero (large) and button (medium) first, badges after: a look-alike redraws the first two.
  const shapes = [randomShape(random, 0.25, 0.4), randomShape(random, 0.15, 0.25)];
  for (let index = 0; index < 4; index += 1) shapes.push(randomShape(random, 0.05, 0.12));
  if (design.lookAlike) {
    const other = createRandom(design.seed * 104_729 + design.lookAlike * 31);
    shapes[0] = randomShape(other, 0.25, 0.4);
    shapes[1] = randomShape(other, 0.15, 0.25);
  }
  return { from, to, isVertical, shapes };
}

/** The design's pixels (RGB, 3 bytes each) at one size. */
export function drawDesign(design: ImageDesign, width: number, height: number): Buffer {
  const { from, to, isVertical, shapes } = layout(design);
  const pixels = Buffer.alloc(width * height * 3);
  const scale = Math.min(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = isVertical ? y / height : x / width;
      let color: Rgb = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
      for (const shape of shapes) {
        const dx = x - shape.x * width;
        const dy = y - shape.y * height;
        const half = (shape.size * scale) / 2;
        const isInside = shape.kind === 'rect' ? Math.abs(dx) <= half && Math.abs(dy) <= half : dx * dx + dy * dy <= half * half;
        if (isInside) color = shape.color;
      }
      const offset = (y * width + x) * 3;
      pixels[offset] = color[0];
      pixels[offset + 1] = color[1];
      pixels[offset + 2] = color[2];
    }
  }
  return pixels;
}

/** The design encoded as an image file. */
export async function renderDesign(design: ImageDesign, rendition: ImageRendition): Promise<Buffer> {
  const image = sharp(drawDesign(design, rendition.width, rendition.height), {
    raw: { width: rendition.width, height: rendition.height, channels: 3 },
  });
  if (rendition.format === 'jpeg') return image.jpeg({ quality: rendition.quality ?? 82 }).toBuffer();
  if (rendition.format === 'webp') return image.webp({ quality: rendition.quality ?? 80 }).toBuffer();
  return image.png().toBuffer();
}

export const CONTENT_TYPES: Record<ImageRendition['format'], string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
