import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ReviewDrawing } from '@atelier/domain/review';
import { parseReviewDrawing } from '@atelier/domain/review';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import Papa from 'papaparse';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Executor } from '../../db/client.js';
import { conceptAssets, conceptAssetVersions, conceptHistory, concepts, users } from '../../db/schema/index.js';
import { renderPdfPage } from '../../media/pdf-preview.js';
import { grabFrame } from '../../media/preview.js';
import type { ObjectStorage } from '../../storage/types.js';
import { renderMentionsAsText } from '../notifications/index.js';

/**
 * A concept's (or one asset's) review comments leaving the tool (issue 27 item 5), as Frame.io
 * exports them: a CSV with one row per comment and reply, and a PDF with each thread under the
 * still it points at (the video frame, the PDF page or the image) with its drawing on it.
 */

/** At most this many comments and replies in one export (the newest are kept out beyond it). */
export const REVIEW_EXPORT_MAX_ENTRIES = 5000;
/** At most this many stills in one PDF: drawing a frame or a page costs a tool run each. */
export const REVIEW_EXPORT_MAX_STILLS = 100;

export type ReviewExportFormat = 'csv' | 'pdf';

interface ExportEntry {
  id: string;
  text: string;
  authorName: string;
  authorEmail: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedByName: string | null;
}

export interface ExportThread extends ExportEntry {
  /** 1, 2, … in the order of the export. */
  number: number;
  asset: { id: string; code: string; name: string; type: string; storageKey: string | null; previewKey: string | null } | null;
  /** The file version the comment was made on (1 for v1), null for a comment on the concept. */
  fileVersion: number | null;
  frame: number | null;
  frameEnd: number | null;
  frameRate: number | null;
  page: number | null;
  drawing: ReviewDrawing | null;
  replies: ExportEntry[];
}

export interface ReviewExportData {
  concept: { id: string; code: string; name: string; internalId: number };
  /** The asset the export is narrowed to, or null for the whole concept. */
  assetName: string | null;
  threads: ExportThread[];
}

/**
 * The threads of a concept (its own comments first, then each asset's, in the order the assets
 * were added) or of one asset, oldest first, each with its replies. The caller has checked that
 * the viewer may see the concept's review and found the concept (and asset) in the client.
 */
export async function collectReviewExport(
  executor: Executor,
  concept: ReviewExportData['concept'] & { clientId: string },
  asset: { code: string; name: string } | null,
): Promise<ReviewExportData> {
  const rows = await executor
    .select()
    .from(conceptHistory)
    .where(
      and(
        eq(conceptHistory.clientId, concept.clientId),
        eq(conceptHistory.conceptId, concept.id),
        eq(conceptHistory.event, 'comment'),
        asset ? eq(conceptHistory.assetCode, asset.code) : undefined,
      ),
    )
    .orderBy(asc(conceptHistory.createdAt), asc(conceptHistory.id))
    .limit(REVIEW_EXPORT_MAX_ENTRIES);
  const peopleIds = [...new Set(rows.flatMap((row) => [row.createBy, row.resolvedBy]).filter((id): id is string => id !== null))];
  const people = peopleIds.length
    ? await executor
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, emailAddress: users.emailAddress })
        .from(users)
        .where(inArray(users.id, peopleIds))
    : [];
  const nameOf = (id: string | null) => {
    const person = people.find((candidate) => candidate.id === id);
    return person ? `${person.firstName} ${person.lastName}`.trim() || person.emailAddress : id ? 'Someone' : 'System';
  };
  const assetCodes = [...new Set(rows.map((row) => row.assetCode).filter((code): code is string => code !== null))];
  const assets = assetCodes.length
    ? await executor
        .select({
          id: conceptAssets.id,
          code: conceptAssets.code,
          name: conceptAssets.name,
          type: conceptAssets.type,
          storageKey: conceptAssets.storageKey,
          previewKey: conceptAssets.previewKey,
          createdAt: conceptAssets.createdAt,
        })
        .from(conceptAssets)
        .where(
          and(
            eq(conceptAssets.clientId, concept.clientId),
            eq(conceptAssets.conceptId, concept.id),
            inArray(conceptAssets.code, assetCodes),
          ),
        )
    : [];
  const toEntry = (row: (typeof rows)[number]): ExportEntry => ({
    id: row.id,
    text: renderMentionsAsText(row.comment ?? ''),
    authorName: nameOf(row.createBy),
    authorEmail: people.find((person) => person.id === row.createBy)?.emailAddress ?? null,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    resolvedByName: row.resolvedAt ? nameOf(row.resolvedBy) : null,
  });
  const assetOrder = (code: string | null) => {
    if (code === null) return -1;
    const found = assets.find((candidate) => candidate.code === code);
    return found ? found.createdAt.getTime() : Number.MAX_SAFE_INTEGER;
  };
  const tops = rows
    .filter((row) => row.parentId === null)
    .map((row, index) => ({ row, index }))
    .sort((a, b) => assetOrder(a.row.assetCode) - assetOrder(b.row.assetCode) || a.index - b.index)
    .map(({ row }) => row);
  const threads = tops.map((row, index): ExportThread => {
    const anchor = (row.anchor ?? {}) as Record<string, unknown>;
    const number = (value: unknown) => (typeof value === 'number' ? value : null);
    const found = assets.find((candidate) => candidate.code === row.assetCode);
    return {
      ...toEntry(row),
      number: index + 1,
      asset: found
        ? { id: found.id, code: found.code, name: found.name, type: found.type, storageKey: found.storageKey, previewKey: found.previewKey }
        : null,
      fileVersion: row.assetFileVersion,
      frame: number(anchor.frame),
      frameEnd: number(anchor.frameEnd),
      frameRate: number(anchor.frameRate),
      page: number(anchor.page),
      drawing: anchor.drawing ? parseReviewDrawing(anchor.drawing) : null,
      replies: rows.filter((reply) => reply.parentId === row.id).map(toEntry),
    };
  });
  return { concept, assetName: asset?.name ?? null, threads };
}

/** A frame as SMPTE-style timecode HH:MM:SS:FF (non-drop), as the viewer shows it. */
export function formatTimecode(frame: number, frameRate: number): string {
  const fps = Math.max(1, Math.round(frameRate));
  const totalSeconds = Math.floor(frame / fps);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}:${pad(frame % fps)}`;
}

/** Where a thread points, in words: "00:00:01:06 (frame 30)", "Page 2", or empty. */
export function describeAnchor(thread: Pick<ExportThread, 'frame' | 'frameEnd' | 'frameRate' | 'page'>) {
  const timecode =
    thread.frame !== null && thread.frameRate
      ? thread.frameEnd !== null && thread.frameEnd !== thread.frame
        ? `${formatTimecode(thread.frame, thread.frameRate)} – ${formatTimecode(thread.frameEnd, thread.frameRate)}`
        : formatTimecode(thread.frame, thread.frameRate)
      : '';
  const frames =
    thread.frame === null
      ? ''
      : thread.frameEnd !== null && thread.frameEnd !== thread.frame
        ? `${thread.frame}–${thread.frameEnd}`
        : String(thread.frame);
  return { timecode, frames, page: thread.page === null ? '' : String(thread.page) };
}

export const REVIEW_CSV_COLUMNS = [
  'Thread',
  'Type',
  'Asset',
  'Version',
  'Timecode',
  'Frame',
  'Page',
  'Author',
  'Author e-mail',
  'Date (UTC)',
  'Comment',
  'Replies',
  'Resolved',
  'Resolved by',
  'Resolved at (UTC)',
] as const;

const isoDate = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '');

/**
 * The CSV: a header, then per thread its comment and each reply (a reply repeats the thread's
 * number, asset, version and place, so a filtered or sorted sheet still reads). Values that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) are quoted with a
 * leading apostrophe (papaparse's escapeFormulae), so a comment cannot run in the reader's sheet.
 */
export function toReviewCsv(data: ReviewExportData): string {
  const rows: string[][] = [];
  for (const thread of data.threads) {
    const place = describeAnchor(thread);
    const common = [
      String(thread.number),
      thread.asset?.name ?? '',
      thread.fileVersion === null ? '' : `v${thread.fileVersion}`,
      place.timecode,
      place.frames,
      place.page,
    ];
    const line = (type: string, entry: ExportEntry, replies: string) => [
      common[0]!,
      type,
      ...common.slice(1),
      entry.authorName,
      entry.authorEmail ?? '',
      isoDate(entry.createdAt),
      entry.text,
      replies,
      type === 'comment' ? (thread.resolvedAt ? 'yes' : 'no') : '',
      type === 'comment' ? (thread.resolvedByName ?? '') : '',
      type === 'comment' ? isoDate(thread.resolvedAt) : '',
    ];
    rows.push(line('comment', thread, String(thread.replies.length)));
    for (const reply of thread.replies) rows.push(line('reply', reply, ''));
  }
  return Papa.unparse({ fields: [...REVIEW_CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}

/** The drawing as SVG over a still of the given size (shapes are 0..1 of the frame). */
export function drawingToSvg(drawing: ReviewDrawing, width: number, height: number): string {
  const x = (value: number) => (value * width).toFixed(1);
  const y = (value: number) => (value * height).toFixed(1);
  const stroke = Math.max(2, Math.round(Math.min(width, height) / 160));
  const escape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const shapes = drawing.shapes.map((shape) => {
    const paint = `stroke="${shape.color}" stroke-width="${stroke}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
    if (shape.kind === 'pen') return `<polyline ${paint} points="${shape.points.map(([px, py]) => `${x(px)},${y(py)}`).join(' ')}"/>`;
    if (shape.kind === 'rect') {
      const [left, right] = [Math.min(shape.from[0], shape.to[0]), Math.max(shape.from[0], shape.to[0])];
      const [top, bottom] = [Math.min(shape.from[1], shape.to[1]), Math.max(shape.from[1], shape.to[1])];
      return `<rect ${paint} x="${x(left)}" y="${y(top)}" width="${x(right - left)}" height="${y(bottom - top)}"/>`;
    }
    if (shape.kind === 'arrow') {
      const [x1, y1, x2, y2] = [shape.from[0] * width, shape.from[1] * height, shape.to[0] * width, shape.to[1] * height];
      const angle = Math.atan2(y2 - y1, x2 - x1);
      const head = stroke * 5;
      const wing = (offset: number) =>
        `${(x2 - head * Math.cos(angle + offset)).toFixed(1)},${(y2 - head * Math.sin(angle + offset)).toFixed(1)}`;
      return `<line ${paint} x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/><polyline ${paint} points="${wing(0.5)} ${x2.toFixed(1)},${y2.toFixed(1)} ${wing(-0.5)}"/>`;
    }
    const size = Math.max(12, Math.round(height / 24));
    return `<text x="${x(shape.at[0])}" y="${y(shape.at[1])}" fill="${shape.color}" font-family="sans-serif" font-size="${size}" stroke="#000" stroke-width="0.5">${escape(shape.text)}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
}

/** The still of one thread as PNG (at most 1000 px), its drawing composited on it; null when there is none to show. */
async function renderStill(thread: ExportThread, files: FileCache): Promise<Buffer | null> {
  const asset = thread.asset;
  if (!asset) return null;
  let still: Buffer | null = null;
  const file = await files.fileOf(asset, thread.fileVersion);
  try {
    if (file && asset.type === 'image') still = await sharp(file, { failOn: 'error', animated: false }).rotate().png().toBuffer();
    else if (file && asset.type === 'video')
      still = await grabFrame(file, thread.frame !== null && thread.frameRate ? thread.frame / thread.frameRate : 0, undefined);
    else if (file && asset.type === 'document') still = await renderPdfPage(file, thread.page ?? 1);
  } catch {
    still = null;
  }
  if (!still) {
    const preview = await files.previewOf(asset, thread.fileVersion);
    if (!preview) return null;
    still = preview;
  }
  try {
    const image = sharp(still, { failOn: 'error' }).resize(1000, 1000, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
    if (!thread.drawing || thread.drawing.shapes.length === 0) return data;
    return await sharp(data)
      .composite([{ input: Buffer.from(drawingToSvg(thread.drawing, info.width, info.height)), top: 0, left: 0 }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Stored files of the export's assets, each read once into a temporary directory removed afterwards. */
class FileCache {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-review-export-'));
  private readonly paths = new Map<string, Promise<string | null>>();
  private readonly versions = new Map<string, { storageKey: string; previewKey: string | null } | null>();

  constructor(
    private readonly executor: Executor,
    private readonly storage: ObjectStorage,
  ) {}

  /** The storage keys of the file version the comment was made on (the asset's current file when it is the newest). */
  private async keysOf(asset: NonNullable<ExportThread['asset']>, fileVersion: number | null) {
    const cacheKey = `${asset.id}:${fileVersion}`;
    if (!this.versions.has(cacheKey)) {
      const [version] =
        fileVersion === null
          ? []
          : await this.executor
              .select({ storageKey: conceptAssetVersions.storageKey, previewKey: conceptAssetVersions.previewKey })
              .from(conceptAssetVersions)
              .where(and(eq(conceptAssetVersions.assetId, asset.id), eq(conceptAssetVersions.versionNumber, fileVersion)));
      this.versions.set(cacheKey, version ?? (asset.storageKey ? { storageKey: asset.storageKey, previewKey: asset.previewKey } : null));
    }
    return this.versions.get(cacheKey)!;
  }

  private download(key: string) {
    let found = this.paths.get(key);
    if (!found) {
      found = (async () => {
        try {
          const target = path.join(this.dir, String(this.paths.size));
          await pipeline(await this.storage.getObjectStream(key), fs.createWriteStream(target));
          return target;
        } catch {
          return null;
        }
      })();
      this.paths.set(key, found);
    }
    return found;
  }

  async fileOf(asset: NonNullable<ExportThread['asset']>, fileVersion: number | null) {
    const keys = await this.keysOf(asset, fileVersion);
    return keys ? this.download(keys.storageKey) : null;
  }

  async previewOf(asset: NonNullable<ExportThread['asset']>, fileVersion: number | null) {
    const keys = await this.keysOf(asset, fileVersion);
    const file = keys?.previewKey ? await this.download(keys.previewKey) : null;
    return file ? fs.promises.readFile(file) : null;
  }

  close() {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The PDF, written to `output` as it is made (pdfkit streams its pages): a title, then each thread
 * with its asset, version and place, the still with the drawing, the comment, its resolved state
 * and its replies. Text uses the standard Helvetica font (no font file to load).
 */
export async function writeReviewPdf(
  data: ReviewExportData,
  deps: { executor: Executor; storage: ObjectStorage },
  output: NodeJS.WritableStream,
  now = new Date(),
): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Review of ${data.concept.name}`, Producer: 'Atelier' } });
  doc.pipe(output);
  const files = new FileCache(deps.executor, deps.storage);
  const ended = once(output, 'finish');
  try {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    // Helvetica (WinAnsi) cannot show every character: others become '?' rather than breaking the file.
    const plain = (text: string) =>
      // eslint-disable-next-line no-control-regex
      text.replace(/[^\u0009\u000a\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(plain(`Review: ${data.concept.name}`), { width });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(
        plain(
          `${data.assetName ? `Asset: ${data.assetName} · ` : ''}${data.threads.length} comment thread${data.threads.length === 1 ? '' : 's'} · exported ${isoDate(now)}`,
        ),
      )
      .fillColor('#000000');
    if (data.threads.length === 0) doc.moveDown().fontSize(12).text('No comments yet.');
    let stills = 0;
    for (const thread of data.threads) {
      doc.moveDown(1.2);
      if (doc.y > doc.page.height - 200) doc.addPage();
      const place = describeAnchor(thread);
      const where = [
        thread.asset ? thread.asset.name : 'Concept',
        thread.fileVersion !== null ? `v${thread.fileVersion}` : '',
        place.timecode ? `${place.timecode} (frame ${place.frames})` : '',
        place.page ? `page ${place.page}` : '',
      ].filter(Boolean);
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(plain(`#${thread.number} · ${where.join(' · ')}`), { width });
      const still = stills < REVIEW_EXPORT_MAX_STILLS ? await renderStill(thread, files) : null;
      if (still) {
        stills += 1;
        const meta = await sharp(still).metadata();
        const scale = Math.min(width / (meta.width ?? width), 260 / (meta.height ?? 260), 1);
        const shownHeight = (meta.height ?? 260) * scale;
        if (doc.y + shownHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
        doc.moveDown(0.3);
        const shownWidth = (meta.width ?? width) * scale;
        doc.image(still, doc.page.margins.left, doc.y, { width: shownWidth, height: shownHeight });
        // A thin frame, so a white page reads as a page.
        doc.save().lineWidth(0.5).strokeColor('#bbbbbb').rect(doc.page.margins.left, doc.y, shownWidth, shownHeight).stroke().restore();
        doc.y += shownHeight + 6;
      }
      const writeEntry = (entry: ExportEntry, indent: number) => {
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(plain(`${entry.authorName} · ${isoDate(entry.createdAt)}`), doc.page.margins.left + indent, doc.y, {
            width: width - indent,
          });
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(plain(entry.text), doc.page.margins.left + indent, doc.y, { width: width - indent });
        doc.moveDown(0.4);
      };
      writeEntry(thread, 0);
      doc
        .font('Helvetica-Oblique')
        .fontSize(9)
        .fillColor('#555555')
        .text(
          plain(thread.resolvedAt ? `Resolved by ${thread.resolvedByName ?? 'someone'} on ${isoDate(thread.resolvedAt)}` : 'Open'),
          doc.page.margins.left,
          doc.y,
        )
        .fillColor('#000000');
      doc.moveDown(0.3);
      for (const reply of thread.replies) writeEntry(reply, 24);
    }
    doc.end();
    await ended;
  } finally {
    files.close();
  }
}

/** The concept (not deleted) and the narrowing asset of an export, in the client; null when either is missing. */
export async function findExportTarget(executor: Executor, clientId: string, conceptCode: string, assetCode: string | null) {
  const [concept] = await executor
    .select({ id: concepts.id, clientId: concepts.clientId, code: concepts.code, name: concepts.name, internalId: concepts.internalId })
    .from(concepts)
    .where(and(eq(concepts.clientId, clientId), eq(concepts.code, conceptCode), isNull(concepts.deletedAt)));
  if (!concept) return null;
  if (!assetCode) return { concept, asset: null };
  const [asset] = await executor
    .select({ id: conceptAssets.id, code: conceptAssets.code, name: conceptAssets.name })
    .from(conceptAssets)
    .where(and(eq(conceptAssets.conceptId, concept.id), eq(conceptAssets.code, assetCode), isNull(conceptAssets.deletedAt)));
  return asset ? { concept, asset } : null;
}
