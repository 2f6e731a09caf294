/**
 * What an asset's last approval decision says about the file it holds now (issue 27: an approval
 * belongs to the file it approved). The server answers the decision and whether it still covers
 * the current file (`isCurrent`); this turns that into the words the UI shows.
 */

/** An asset's `lastDecision`, as the API answers it. */
export interface DecisionRecord {
  /** approved, rejected or active (ready to publish, an approval too). */
  status: string;
  fileVersion?: number | null;
  isCurrent: boolean;
}

export type DecisionState =
  /** "Approved on v2": the approval covers the file the asset holds. */
  | { kind: 'approved'; version: number | null }
  /** "Changed since approval": v2 was approved, another file is there now. */
  | { kind: 'changedSinceApproval'; version: number | null; current: number | null }
  | { kind: 'rejected'; version: number | null }
  /** A new file since the rejection: it waits for a look. */
  | { kind: 'changedSinceRejection'; version: number | null; current: number | null };

const APPROVED = ['approved', 'active'];

export function readDecision(record: DecisionRecord | null | undefined, currentVersion: number | null | undefined): DecisionState | null {
  if (!record) return null;
  const version = record.fileVersion ?? null;
  const current = currentVersion ?? null;
  if (APPROVED.includes(record.status))
    return record.isCurrent ? { kind: 'approved', version } : { kind: 'changedSinceApproval', version, current };
  if (record.status === 'rejected')
    return record.isCurrent ? { kind: 'rejected', version } : { kind: 'changedSinceRejection', version, current };
  return null;
}
