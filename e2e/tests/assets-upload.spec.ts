import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../fixtures/test';
import { readZip } from '../../server/test/zip';
import { runGraphQL } from '../fixtures/graphql';

const filesDir = fileURLToPath(new URL('../fixtures/files/', import.meta.url));

interface DroppedFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

const file = (name: string, mimeType: string): DroppedFile => ({ name, mimeType, bytes: fs.readFileSync(path.join(filesDir, name)) });
const HERO = file('hero.png', 'image/png');
const TEASER = file('teaser.mp4', 'video/mp4');
const BRIEF = file('brief.pdf', 'application/pdf');

/** Drops files on an element the way a browser does: dragover, then drop with a DataTransfer holding them. */
async function dropFiles(page: Page, target: Locator, files: DroppedFile[]) {
  const dataTransfer = await page.evaluateHandle(
    (entries) => {
      const transfer = new DataTransfer();
      for (const entry of entries) {
        const bytes = Uint8Array.from(atob(entry.base64), (character) => character.charCodeAt(0));
        transfer.items.add(new File([bytes], entry.name, { type: entry.mimeType }));
      }
      return transfer;
    },
    files.map((entry) => ({ name: entry.name, mimeType: entry.mimeType, base64: entry.bytes.toString('base64') })),
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** A new concept in the demo's first folder, so the test starts from an empty assets tab. */
async function createConcept(page: Page): Promise<string> {
  const { creativeNodes } = await runGraphQL<{ creativeNodes: { code: string }[] }>(
    page.request,
    `query { creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code } }`,
  );
  const { createApplicationCreativeConcept } = await runGraphQL<{ createApplicationCreativeConcept: { code: string } }>(
    page.request,
    `mutation ($concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "demo", concept: $concept) { code } }`,
    {
      concept: {
        name: `Upload walkthrough ${Date.now()}`,
        applications: [{ code: 'puzzle-quest' }],
        creativeNode: { code: creativeNodes[0]!.code },
      },
    },
  );
  return createApplicationCreativeConcept.code;
}

test('drops an image, a video and a PDF, keeps both, replaces, and downloads them byte-identical in the zip', async ({ page }) => {
  test.setTimeout(120_000);
  const conceptCode = await createConcept(page);
  await page.goto(`/demo/creative/concepts/${conceptCode}?tab=asset`);
  const dropZone = page.getByRole('region', { name: 'Upload files' });
  const assets = page.getByRole('list', { name: 'Assets' });
  const duplicateDialog = page.getByRole('dialog', { name: 'This file already exists' });

  // Part PUTs wait at a gate until the test has seen the upload rows (on loopback they end at once).
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  await page.route('**/storage/parts/**', async (route) => {
    await gate;
    await route.continue();
  });

  // Three files at once: one uploads while the others wait; each then shows its tile and preview.
  await dropFiles(page, dropZone, [HERO, TEASER, BRIEF]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar', { name: 'Upload of hero.png' })).toBeVisible();
  await expect(uploads.getByRole('listitem').filter({ hasText: 'teaser.mp4' })).toContainText('Waiting');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'brief.pdf' })).toContainText('Waiting');
  openGate();
  await expect(assets.getByRole('img', { name: 'Preview of hero' })).toBeVisible({ timeout: 30_000 });
  await expect(assets.getByRole('img', { name: 'Preview of teaser' })).toBeVisible({ timeout: 30_000 });
  await expect(assets.getByText('brief', { exact: true })).toBeVisible();

  // The metadata read from the files: the image's and the video's dimensions, in the grid view.
  await page.getByRole('button', { name: 'Grid view' }).click();
  const grid = page.getByRole('grid', { name: 'Production assets' });
  await expect(grid.getByRole('row', { name: /hero/ })).toContainText('400');
  await expect(grid.getByRole('row', { name: /hero/ })).toContainText('300');
  await expect(grid.getByRole('row', { name: /teaser/ })).toContainText('320');
  await expect(grid.getByRole('row', { name: /teaser/ })).toContainText('180');
  await page.getByRole('button', { name: 'Tile view' }).click();

  // The same image again: keep both adds "hero Copy".
  await dropFiles(page, dropZone, [HERO]);
  await expect(duplicateDialog).toBeVisible();
  await duplicateDialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(assets.getByText('hero Copy', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Once more: replace puts the file into the existing asset; no fifth asset appears.
  await dropFiles(page, dropZone, [HERO]);
  await expect(duplicateDialog).toBeVisible();
  await duplicateDialog.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(duplicateDialog).toBeHidden();
  await expect(uploads).toBeHidden({ timeout: 30_000 });
  await expect(assets.getByRole('listitem')).toHaveCount(4);

  // The concept's zip holds every production file, byte for byte.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all production files as a zip' }).click();
  const download = await downloadPromise;
  const zip = readZip(fs.readFileSync(await download.path()));
  const entries = [...zip.entries()];
  const withBytes = (bytes: Buffer) => entries.filter(([, content]) => content.equals(bytes)).map(([name]) => name);
  expect(entries).toHaveLength(4);
  expect(withBytes(HERO.bytes)).toHaveLength(2);
  expect(withBytes(TEASER.bytes)).toHaveLength(1);
  expect(withBytes(BRIEF.bytes)).toHaveLength(1);
});
