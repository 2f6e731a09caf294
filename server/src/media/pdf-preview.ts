import fs from 'node:fs/promises';

/** The first page is drawn at most this wide or tall (the preview is made from it). */
const MAX_RENDER_PIXELS = 1280;
/** A PDF that takes longer than this to draw gets no preview (the file stays downloadable). */
const RENDER_TIMEOUT_MS = 30_000;

/** Whether the file starts like a PDF (a .docx or .doc document gets no preview). */
export async function isPdfFile(filePath: string): Promise<boolean> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).includes('%PDF-');
  } finally {
    await handle.close();
  }
}

/**
 * The first page of a PDF as PNG, drawn by pdf.js on @napi-rs/canvas (prebuilt, no system
 * libraries): no script runs (pdf.js 6 has no eval path at all, no font loading into a page), the drawing is bounded in
 * size and time, and the document is destroyed afterwards. Null when the PDF cannot be drawn.
 */
export async function renderPdfFirstPage(filePath: string): Promise<Buffer | null> {
  return renderPdfPage(filePath, 1);
}

/** One page (1-based) of a PDF as PNG, drawn like the first page; null when it cannot be drawn or does not exist. */
export async function renderPdfPage(filePath: string, pageNumber: number): Promise<Buffer | null> {
  const [{ createCanvas }, pdfjs] = await Promise.all([import('@napi-rs/canvas'), import('pdfjs-dist/legacy/build/pdf.mjs')]);
  const data = new Uint8Array(await fs.readFile(filePath));
  const task = pdfjs.getDocument({ data, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('The PDF took too long to draw.')), RENDER_TIMEOUT_MS);
    });
    const draw = async () => {
      const document = await task.promise;
      if (pageNumber < 1 || pageNumber > document.numPages) return null;
      const page = await document.getPage(pageNumber);
      const unscaled = page.getViewport({ scale: 1 });
      const scale = Math.min(2, MAX_RENDER_PIXELS / Math.max(unscaled.width, unscaled.height));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
      const context = canvas.getContext('2d');
      // Pages are drawn on white, as a viewer shows them (transparent would render black in WebP).
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
        canvas: canvas as unknown as HTMLCanvasElement,
      }).promise;
      return canvas.toBuffer('image/png');
    };
    return await Promise.race([draw(), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}
