import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import { describeChanges } from './describe.js';
import {
  ASSET_GROUPING_LABELS,
  INTENDED_USE_LABELS,
  MODEL_TYPE_LABELS,
  PURPOSE_LABELS,
  STATUS_LABELS,
  USAGE_TYPE_LABELS,
  WORKFLOW_STATUS_LABELS,
} from './value-labels.js';

// No ids or codes in these changes, so nothing is looked up: the executor is never used.
const describeOne = async (event: string, changes: Record<string, unknown>) =>
  (await describeChanges({} as Executor, [{ event, changes }]))[0];

describe('history changes in words', () => {
  it('names the files and versions an approval was made on, and the file that reopened a review', async () => {
    const reviewedFiles = [
      { code: 'ast1', name: 'Hero', fileVersion: 2 },
      { code: 'ast2', name: 'Banner', fileVersion: 1 },
    ];
    expect(await describeOne('statusUpdated', { status: { from: 'pendingApproval', to: 'approved' }, reviewedFiles })).toEqual([
      { field: 'Status', from: 'Pending approval', to: 'Approved' },
      { field: 'Files decided on', from: null, to: 'Hero v2, Banner v1' },
    ]);
    expect(await describeOne('statusUpdated', { changedFile: { name: 'Hero', approvedFileVersion: 2, fileVersion: 3 } })).toEqual([
      { field: 'Reopened by a new file', from: null, to: 'Hero: v2 approved, v3 now' },
    ]);
    // An approval from before decisions named their version.
    expect(await describeOne('statusUpdated', { changedFile: { name: 'Hero', approvedFileVersion: null, fileVersion: 3 } })).toEqual([
      { field: 'Reopened by a new file', from: null, to: 'Hero: approved file replaced, v3 now' },
    ]);
  });

  it('shows statuses, intended use and purpose as the UI labels them, not as codes', async () => {
    expect(await describeOne('statusUpdated', { status: { from: 'inProduction', to: 'pendingApproval' } })).toEqual([
      { field: 'Status', from: 'In production', to: 'Pending approval' },
    ]);
    expect(await describeOne('workflowStatusUpdated', { workflowStatus: { from: null, to: 'assigned' } })).toEqual([
      { field: 'Workflow status', from: null, to: 'Assigned' },
    ]);
    expect(await describeOne('conceptUpdated', { type: { from: 'ua', to: 'organic' }, subtype: { from: 'newUser', to: 'aso' } })).toEqual([
      { field: 'Intended use', from: 'UA', to: 'Organic' },
      { field: 'Purpose', from: 'New user', to: 'ASO' },
    ]);
    expect(
      await describeOne('assetUpdated', { status: { from: 'approved', to: 'active' }, usageType: { from: null, to: 'featureGraphic' } }),
    ).toEqual([
      { field: 'Status', from: 'Approved', to: 'Ready to Publish' },
      { field: 'Usage type', from: null, to: 'Feature graphic' },
    ]);
    expect(await describeOne('assetCreated', { name: 'Banner', assetType: 'production' })).toEqual([
      { field: 'Name', from: null, to: 'Banner' },
      { field: 'Asset type', from: null, to: 'Production' },
    ]);
  });

  it('keeps a value outside the lists as stored, and a channel status as the channel has it', async () => {
    expect(
      await describeOne('conceptUpdated', { status: { from: 'somethingNew', to: 'approved' }, name: { from: 'queued', to: 'B' } }),
    ).toEqual([
      { field: 'Status', from: 'somethingNew', to: 'Approved' },
      { field: 'Name', from: 'queued', to: 'B' },
    ]);
    expect(await describeOne('channelUpdated', { channel: 'Meta', status: { from: 'active', to: 'inactive' } })).toEqual([
      { field: 'Channel', from: null, to: 'Meta' },
      { field: 'Status', from: 'active', to: 'inactive' },
    ]);
  });

  it("uses the web app's own words for every value", () => {
    const read = (file: string) => JSON.parse(fs.readFileSync(new URL(`../../../../web/src/lib/i18n/en/${file}`, import.meta.url), 'utf8'));
    const editor = read('concept-editor.json');
    const assets = read('assets.json');
    expect(STATUS_LABELS).toEqual(editor.status);
    expect(WORKFLOW_STATUS_LABELS).toEqual(editor.workflowStatus);
    expect(INTENDED_USE_LABELS).toEqual(editor.intendedUse);
    expect(PURPOSE_LABELS).toEqual(editor.purpose);
    expect(MODEL_TYPE_LABELS).toEqual(editor.modelType);
    expect(ASSET_GROUPING_LABELS).toEqual(assets.groupings);
    expect(USAGE_TYPE_LABELS).toEqual(assets.usageTypes);
    // Asset statuses are read with the concept's labels: the asset screens must say the same.
    for (const [status, label] of Object.entries(assets.status as Record<string, string>))
      expect(STATUS_LABELS).toHaveProperty(status, label);
  });
});
