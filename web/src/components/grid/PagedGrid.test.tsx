import { useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PagedGrid, type GridPaging } from './PagedGrid';
import { useGridFormatting } from './use-grid-formatting';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 150 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));
const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', width: 200 }];
const VISIBILITY = { defaults: {} };
const PAGE_SIZE_OPTIONS = [25, 100];
const ROW_HEIGHT = 40;

type Api = ReturnType<typeof useGridApiRef>;

function ClientGrid({ onApi }: { onApi: (api: Api) => void }) {
  const apiRef = useGridApiRef();
  onApi(apiRef);
  const formatting = useGridFormatting('paged-grid-test');
  return (
    <PagedGrid<Row>
      aria-label="Rows"
      apiRef={apiRef}
      rows={ROWS}
      columns={COLUMNS}
      formatting={formatting}
      visibility={VISIBILITY}
      paging={{ mode: 'client', pageSize: 25, pageSizeOptions: PAGE_SIZE_OPTIONS }}
      toolbar={null}
      rowHeight={ROW_HEIGHT}
      sx={{ height: 400 }}
    />
  );
}

/** The server answers a page after a while, keeping the previous page's rows meanwhile (Apollo's previousData). */
function ServerGrid({ onApi }: { onApi: (api: Api) => void }) {
  const apiRef = useGridApiRef();
  onApi(apiRef);
  const formatting = useGridFormatting('paged-grid-server-test');
  const [model, setModel] = useState({ page: 0, pageSize: 25 });
  const [shown, setShown] = useState({ page: 0, pageSize: 25 });
  const isLoading = shown !== model;
  if (isLoading) setTimeout(() => setShown(model), 50);
  const paging: GridPaging = { mode: 'server', rowCount: ROWS.length, model, onModelChange: setModel, pageSizeOptions: PAGE_SIZE_OPTIONS };
  return (
    <PagedGrid<Row>
      aria-label="Rows"
      apiRef={apiRef}
      rows={ROWS.slice(shown.page * shown.pageSize, (shown.page + 1) * shown.pageSize)}
      loading={isLoading}
      columns={COLUMNS}
      formatting={formatting}
      visibility={VISIBILITY}
      paging={paging}
      toolbar={null}
      rowHeight={ROW_HEIGHT}
      sx={{ height: 400 }}
    />
  );
}

async function showRowsOf26To50Then100APage() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(screen.getByText('26–50 of 150')).toBeTruthy());
  await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
  await user.click(await screen.findByRole('option', { name: '100' }));
}

describe('a page-size change in a paged grid', () => {
  it('keeps the first row the user was reading in view, with client paging', async () => {
    let api: Api | null = null;
    render(<ClientGrid onApi={(value) => (api = value)} />);
    await waitFor(() => expect(api!.current).toBeTruthy());
    await showRowsOf26To50Then100APage();
    // Rows 1-100 hold row 26 (not rows 101-150), and the grid scrolls to it: row 26 at the top.
    await waitFor(() => expect(screen.getByText('1–100 of 150')).toBeTruthy());
    await waitFor(() => expect(api!.current!.getScrollPosition().top).toBe(25 * ROW_HEIGHT));
  });

  it('waits for the new page of a server-paged grid before scrolling to the row', async () => {
    let api: Api | null = null;
    render(<ServerGrid onApi={(value) => (api = value)} />);
    await waitFor(() => expect(api!.current).toBeTruthy());
    await showRowsOf26To50Then100APage();
    await waitFor(() => expect(screen.getByText('1–100 of 150')).toBeTruthy());
    // Scrolling while the previous page's 25 rows were shown would have found no row 26 to go to.
    await waitFor(() => expect(api!.current!.getScrollPosition().top).toBe(25 * ROW_HEIGHT));
  });
});
