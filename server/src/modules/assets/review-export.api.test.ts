import Papa from 'papaparse';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode } from '../../../test/api-client.js';
import { uploadFile, waitForProcessing } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { makeTestVideo } from '../../../test/video-fixtures.js';
import { comment } from '../../../test/live-fixtures.js';

/**
 * Issue 27 item 5: a concept's or an asset's review leaves the tool as CSV (exact content) and as
 * PDF (read back with pdf.js: pages, text, the still), through a signed link only a viewer of the
 * review gets; another client's user gets nothing.
 */
const EXPORT = `mutation ($c: String!, $k: String!, $a: String, $f: ReviewExportFormat!) {
  exportCreativeConceptReview(clientCode: $c, conceptCode: $k, conceptAssetCode: $a, format: $f) { url fileName } }`;
const ADD_ANCHORED = `mutation ($c: String!, $a: String!, $t: String!, $anchor: CommentAnchorInput) {
  addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: $t, anchor: $anchor) { id } }`;

let tenant: Tenant;
let other: Tenant;
let concept: { code: string; name: string; internalId?: string | number };
let assetCode: string;
const ids: Record<string, string> = {};
const names: Record<string, string> = {};

const iso = (value: string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

beforeAll(async () => {
  [tenant, other] = await Promise.all([createTenant('review-export'), createTenant('review-export-other')]);
  const admin = await tenant.as('admin');
  concept = await createConcept(admin, tenant, { name: 'Summer launch' });
  const designer = await tenant.as('designer');
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  ({ assetCode } = await uploadFile(designer, tenant, concept.code, png, { fileName: 'Key art.png' }));
  await waitForProcessing(designer, tenant, assetCode);
  const approver = await tenant.as('approver');
  const lead = await tenant.as('creativeLead');
  for (const [role, client] of [
    ['designer', designer],
    ['approver', approver],
    ['creativeLead', lead],
  ] as const) {
    const { me } = await client.mustRequest<{ me: { firstName: string; lastName: string } }>(`{ me { firstName lastName } }`);
    names[role] = `${me.firstName} ${me.lastName}`.trim();
  }
  const anchored = await designer.mustRequest<{ addApplicationCreativeConceptAssetComment: { id: string } }>(ADD_ANCHORED, {
    c: tenant.clientCode,
    a: assetCode,
    t: 'Logo, bigger please',
    anchor: { drawing: { version: 1, shapes: [{ kind: 'rect', color: '#E53935', from: [0.1, 0.1], to: [0.5, 0.6] }] } },
  });
  ids.first = anchored.addApplicationCreativeConceptAssetComment.id;
  ids.reply = await comment(approver, tenant, assetCode, 'Done, "v2" coming', ids.first);
  await approver.mustRequest(
    `mutation ($c: String!, $a: String!, $id: ID!) { resolveCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, commentId: $id, resolved: true) { id } }`,
    { c: tenant.clientCode, a: assetCode, id: ids.first },
  );
  ids.formula = await comment(lead, tenant, assetCode, '=HYPERLINK("http://evil.test")');
});

async function exportUrl(client: ApiClient, format: 'CSV' | 'PDF', asset: string | null = assetCode) {
  const data = await client.mustRequest<{ exportCreativeConceptReview: { url: string; fileName: string } }>(EXPORT, {
    c: tenant.clientCode,
    k: concept.code,
    a: asset,
    f: format,
  });
  return data.exportCreativeConceptReview;
}

async function entryDates(client: ApiClient) {
  const data = await client.mustRequest<{
    applicationCreativeConceptAsset: {
      history: {
        id: string;
        resolvedAt: string | null;
        audit: { createDate: string };
        replies: { id: string; audit: { createDate: string } }[];
      }[];
    };
  }>(
    `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
      history { id resolvedAt audit { createDate } replies { id audit { createDate } } } } }`,
    { c: tenant.clientCode, a: assetCode },
  );
  const dates: Record<string, string> = {};
  for (const entry of data.applicationCreativeConceptAsset.history) {
    dates[entry.id] = iso(entry.audit.createDate);
    if (entry.resolvedAt) dates[`resolved:${entry.id}`] = iso(entry.resolvedAt);
    for (const reply of entry.replies) dates[reply.id] = iso(reply.audit.createDate);
  }
  return dates;
}

/** The pages' text and how many images they paint, read back with pdf.js. */
async function readPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes, verbosity: 0 });
  const document = await task.promise;
  let text = '';
  let images = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    text += (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    images += (await page.getOperatorList()).fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
  }
  const pages = document.numPages;
  await task.destroy();
  return { pages, text, images };
}

/** A two-page PDF, made with pdfkit. */
function twoPagePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [300, 200] });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Page one');
    doc.addPage().text('Page two');
    doc.end();
  });
}

describe('exportCreativeConceptReview', () => {
  it("writes the asset's review as CSV: one row per comment and reply, exactly", async () => {
    const viewer = await tenant.as('viewer');
    const { url, fileName } = await exportUrl(viewer, 'CSV');
    expect(fileName).toMatch(/ Summer launch - Key art - review\.csv$/);
    const response = await fetch(new URL(url, viewer.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const dates = await entryDates(viewer);
    const expected = [
      'Thread,Type,Asset,Version,Timecode,Frame,Page,Author,Author e-mail,Date (UTC),Comment,Replies,Resolved,Resolved by,Resolved at (UTC)',
      `1,comment,Key art,v1,,,,${names.designer},${tenant.emails.designer},${dates[ids.first!]},"Logo, bigger please",1,yes,${names.approver},${dates[`resolved:${ids.first}`]}`,
      `1,reply,Key art,v1,,,,${names.approver},${tenant.emails.approver},${dates[ids.reply!]},"Done, ""v2"" coming",,,,`,
      `2,comment,Key art,v1,,,,${names.creativeLead},${tenant.emails.creativeLead},${dates[ids.formula!]},"'=HYPERLINK(""http://evil.test"")",0,no,,`,
    ].join('\r\n');
    expect(text).toBe(expected);
    expect(Papa.parse(text).data).toHaveLength(4);
  });

  it('writes the review as a PDF with the still, the drawing and the thread', async () => {
    const viewer = await tenant.as('viewer');
    // The concept's review: its own comments first, then the asset's.
    await (
      await tenant.as('creativeLead')
    ).mustRequest(
      `mutation ($c: String!, $k: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $k, comment: "Concept-wide note") { id } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    const { url, fileName } = await exportUrl(viewer, 'PDF', null);
    expect(fileName).toMatch(/ Summer launch - review\.pdf$/);
    const response = await fetch(new URL(url, viewer.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({ data: bytes, verbosity: 0 });
    const document = await task.promise;
    expect(document.numPages).toBeGreaterThanOrEqual(1);
    let text = '';
    let images = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      text += (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
      images += (await page.getOperatorList()).fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
    }
    await task.destroy();
    expect(text).toContain('Review: Summer launch');
    expect(text).toContain('3 comment threads');
    expect(text).toContain('Concept-wide note');
    expect(text).toContain('#2 · Key art · v1');
    expect(text).toContain('Logo, bigger please');
    expect(text).toContain('Done, "v2" coming');
    expect(text).toContain(`Resolved by ${names.approver}`);
    // One still per asset thread (the concept's own comment has none).
    expect(images).toBe(2);
  });

  it('places a video comment at its timecode and a PDF comment on its page, each with its still', async () => {
    const admin = await tenant.as('admin');
    const media = await createConcept(admin, tenant, { name: 'Media review' });
    const video = await uploadFile(admin, tenant, media.code, await makeTestVideo({ seconds: 2, width: 160, height: 90, frameRate: 24 }), {
      fileName: 'cut.mp4',
    });
    const brief = await uploadFile(admin, tenant, media.code, await twoPagePdf(), { fileName: 'brief.pdf' });
    await waitForProcessing(admin, tenant, video.assetCode);
    await waitForProcessing(admin, tenant, brief.assetCode);
    const drawing = { version: 1, shapes: [{ kind: 'arrow', color: '#FDD835', from: [0.2, 0.8], to: [0.6, 0.3] }] };
    await admin.mustRequest(ADD_ANCHORED, {
      c: tenant.clientCode,
      a: video.assetCode,
      t: 'Cut here',
      anchor: { frame: 12, frameEnd: 30, frameRate: 24, drawing },
    });
    await admin.mustRequest(ADD_ANCHORED, {
      c: tenant.clientCode,
      a: brief.assetCode,
      t: 'Typo on page two',
      anchor: { page: 2, drawing },
    });
    const exportOf = async (asset: string | null, format: 'CSV' | 'PDF') => {
      const data = await admin.mustRequest<{ exportCreativeConceptReview: { url: string } }>(EXPORT, {
        c: tenant.clientCode,
        k: media.code,
        a: asset,
        f: format,
      });
      const response = await fetch(new URL(data.exportCreativeConceptReview.url, admin.baseUrl));
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };
    const rows = Papa.parse<string[]>(
      Buffer.from(await exportOf(null, 'CSV'))
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    ).data;
    expect(rows.slice(1).map((row) => [row[2], row[3], row[4], row[5], row[6], row[10]])).toEqual([
      ['cut', 'v1', '00:00:00:12 – 00:00:01:06', '12–30', '', 'Cut here'],
      ['brief', 'v1', '', '', '2', 'Typo on page two'],
    ]);
    const videoPdf = await readPdf(await exportOf(video.assetCode, 'PDF'));
    expect(videoPdf.text).toContain('00:00:00:12 – 00:00:01:06 (frame 12–30)');
    expect(videoPdf.images).toBe(1);
    const briefPdf = await readPdf(await exportOf(brief.assetCode, 'PDF'));
    expect(briefPdf.text).toContain('page 2');
    expect(briefPdf.text).toContain('Typo on page two');
    expect(briefPdf.images).toBe(1);
  });

  it('refuses another client, a share-less tampered link and unknown records with clear errors', async () => {
    const outsider = await other.as('admin');
    const foreign = await outsider.request(EXPORT, { c: tenant.clientCode, k: concept.code, a: null, f: 'CSV' });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(errorCode(foreign));
    // The concept's code under the outsider's own client: not found there.
    const own = await outsider.request(EXPORT, { c: other.clientCode, k: concept.code, a: null, f: 'CSV' });
    expect(errorCode(own)).toBe('NOT_FOUND');
    const viewer = await tenant.as('viewer');
    expect(errorCode(await viewer.request(EXPORT, { c: tenant.clientCode, k: concept.code, a: 'cas-missing', f: 'CSV' }))).toBe(
      'NOT_FOUND',
    );
    const badFormat = await viewer.request(EXPORT, { c: tenant.clientCode, k: concept.code, a: null, f: 'XLSX' });
    expect(badFormat.errors?.[0]?.message).toMatch(/ReviewExportFormat/);
    expect(
      errorCode(await new ApiClient(viewer.baseUrl).request(EXPORT, { c: tenant.clientCode, k: concept.code, a: null, f: 'CSV' })),
    ).toBe('UNAUTHENTICATED');
    // A link made for the CSV does not open the PDF, nor the whole concept when made for one asset.
    const { url } = await exportUrl(viewer, 'CSV');
    const pdf = new URL(url, viewer.baseUrl);
    pdf.searchParams.set('format', 'pdf');
    expect((await fetch(pdf)).status).toBe(403);
    const whole = new URL(url, viewer.baseUrl);
    whole.searchParams.delete('asset');
    expect((await fetch(whole)).status).toBe(403);
  });
});
