import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewExportButton } from './ReviewExportButton';

function createServer(answer: 'ok' | 'refused' = 'ok') {
  const asked: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.variables);
        if (answer === 'refused') observer.next({ errors: [{ message: 'Not found or no access.', extensions: { code: 'NOT_FOUND' } }] });
        else
          observer.next({
            data: {
              exportCreativeConceptReview: {
                __typename: 'ReviewExport',
                url: '/downloads/reviews/crc1?format=csv&expires=1&signature=s',
                fileName: '7 Launch - review.csv',
              },
            },
          });
        observer.complete();
        return undefined;
      }),
  );
  return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

afterEach(() => vi.restoreAllMocks());

describe('ReviewExportButton', () => {
  it("asks for the shown asset's or the whole concept's export and downloads the signed file", async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const server = createServer();
    render(
      <ApolloProvider client={server.apollo}>
        <ReviewExportButton clientCode="demo" conceptCode="crc1" assetCode="cas1" onNotice={() => undefined} />
      </ApolloProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export review' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'This asset as PDF',
      'This asset as CSV',
      'Whole concept as PDF',
      'Whole concept as CSV',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'This asset as CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(server.asked[0]).toEqual({ clientCode: 'demo', conceptCode: 'crc1', conceptAssetCode: 'cas1', format: 'CSV' });
    expect(clicked[0]).toEqual({ href: '/downloads/reviews/crc1?format=csv&expires=1&signature=s', download: '7 Launch - review.csv' });

    await user.click(screen.getByRole('button', { name: 'Export review' }));
    await user.click(screen.getByRole('menuitem', { name: 'Whole concept as PDF' }));
    await waitFor(() => expect(server.asked).toHaveLength(2));
    expect(server.asked[1]).toEqual({ clientCode: 'demo', conceptCode: 'crc1', conceptAssetCode: null, format: 'PDF' });
  });

  it('offers the concept only when no asset is shown, and says why an export failed', async () => {
    const notices: string[] = [];
    const server = createServer('refused');
    render(
      <ApolloProvider client={server.apollo}>
        <ReviewExportButton clientCode="demo" conceptCode="crc1" assetCode={null} onNotice={(message) => notices.push(message)} />
      </ApolloProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export review' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Whole concept as PDF', 'Whole concept as CSV']);
    await user.click(screen.getByRole('menuitem', { name: 'Whole concept as CSV' }));
    await waitFor(() => expect(notices).toEqual(['The export failed: Not found or no access.']));
  });
});
