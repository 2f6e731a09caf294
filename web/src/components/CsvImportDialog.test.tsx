import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CsvImportDialog, type ChosenFile } from './CsvImportDialog';

interface Row {
  line: number;
  name: string;
  errors: string[];
}
interface Preview {
  okCount: number;
  rows: Row[];
}

const CSV = 'name\nfirst\n\nthird\n';
const PREVIEW: Preview = {
  okCount: 2,
  rows: [
    { line: 2, name: 'first', errors: [] },
    { line: 3, name: '', errors: ['Name is required.', 'Line is empty.'] },
    { line: 4, name: 'third', errors: [] },
  ],
};

function renderDialog(
  previewFile: (file: ChosenFile) => Promise<Preview | null>,
  importFile: (file: ChosenFile) => Promise<string | null> = async () => 'Imported 2 rows.',
) {
  const calls = { previewFile: vi.fn(previewFile), importFile: vi.fn(importFile) };
  const onImported = vi.fn();
  render(
    <CsvImportDialog
      title="Import things"
      help="Columns: name."
      labels={{
        chooseFile: 'Choose CSV file',
        reading: 'Reading the file',
        rows: 'Rows of the file',
        errors: 'Problems',
        ok: 'OK',
        cancel: 'Cancel',
        confirm: (count) => `Import ${count} rows`,
        failed: (message) => `Nothing was imported: ${message}`,
      }}
      previewFile={calls.previewFile}
      importFile={calls.importFile}
      summarizePreview={(preview) => ({ text: `${preview.okCount} rows can be imported.`, hasProblems: true })}
      countImportableRows={(preview) => preview.okCount}
      columns={[
        { header: 'Line', render: (row) => row.line },
        { header: 'Name', render: (row) => row.name },
      ]}
      getRowKey={(row) => row.line}
      onClose={() => {}}
      onImported={onImported}
    />,
  );
  const user = userEvent.setup();
  const chooseFile = (content = CSV) => user.upload(screen.getByLabelText('Choose CSV file'), new File([content], 'things.csv'));
  return { calls, onImported, user, chooseFile };
}

function refuse(message: string) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
}

describe('CsvImportDialog', () => {
  it('previews the file, lists the rows with problems first, and imports nothing until Confirm', async () => {
    const { calls, onImported, user, chooseFile } = renderDialog(async () => PREVIEW);
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);

    await chooseFile();
    expect((await screen.findByRole('status')).textContent).toBe('2 rows can be imported.');
    expect(screen.getByText('things.csv')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Rows of the file' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['LineNameProblems', '3Name is required. Line is empty.', '2firstOK', '4thirdOK']);
    expect(calls.previewFile).toHaveBeenCalledWith({ name: 'things.csv', content: CSV });
    expect(calls.importFile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('Imported 2 rows.'));
    // The import gets the file exactly as previewed.
    expect(calls.importFile).toHaveBeenCalledWith({ name: 'things.csv', content: CSV });
  });

  it("shows the server's message when the preview is refused, and offers no import", async () => {
    const { calls, chooseFile } = renderDialog(async () => {
      throw refuse("Unknown column 'when'.");
    });
    await chooseFile('when\n1\n');
    expect((await screen.findByRole('alert')).textContent).toBe("Unknown column 'when'.");
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(calls.importFile).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the preview when the import fails', async () => {
    const { onImported, user, chooseFile } = renderDialog(
      async () => PREVIEW,
      async () => {
        throw refuse('You do not have permission.');
      },
    );
    await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing was imported: You do not have permission.');
    expect(screen.getByRole('table', { name: 'Rows of the file' })).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('falls back to the network message when the server never answered', async () => {
    const { chooseFile } = renderDialog(async () => {
      throw new TypeError('Failed to fetch');
    });
    await chooseFile();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the server. Check your connection and try again.');
  });
});
