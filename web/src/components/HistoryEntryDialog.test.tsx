import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../lib/history-entries';
import { HistoryEntryDialog } from './HistoryEntryDialog';

const entry = (comment: string | null, createBy: HistoryEntry['audit']['createBy']) =>
  ({
    __typename: 'HistoryEntry',
    event: 'comment',
    comment,
    changes: null,
    asset: null,
    audit: { __typename: 'HistoryAudit', createDate: '2026-11-20T10:00:00.000Z', createBy },
  }) as unknown as HistoryEntry;

const dana = { __typename: 'Person' as const, emailAddress: 'designer@demo.atelier.local', firstName: 'Dana', lastName: 'Designer' };

/** The definition list of the open dialog, as term → value. */
function readDialog() {
  const dialog = screen.getByRole('dialog', { name: 'History entry' });
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('history entry dialog', () => {
  // The parent page's and the asset's history sections pass entries as the server stores them.
  it('shows a stored mention as the name, never the raw token', () => {
    render(<HistoryEntryDialog entry={entry('@[Dana Designer](designer@demo.atelier.local) please check', dana)} onClose={() => {}} />);
    const shown = readDialog();
    expect(shown.Comment).toBe('@Dana Designer please check');
    expect(shown.User).toBe('Dana Designer');
    expect(screen.queryByText(/designer@demo\.atelier\.local/)).toBeNull();
  });

  it("says 'No comment' when there is none, and 'System' for the system", () => {
    render(<HistoryEntryDialog entry={entry(null, null)} onClose={() => {}} />);
    expect(readDialog()).toMatchObject({ Action: 'Comment', User: 'System', Comment: 'No comment' });
  });
});
