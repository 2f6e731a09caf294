import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrentClientContext } from '../../session';
import { ChooseApplicationView } from './ChooseApplicationView';
import { REPORT_LOAD_TIMEOUT_MS, ReportReachabilityQuery } from './ReportFrame';
import { ReportView } from './ReportView';
import { findReportUrlProblem } from './report-selection';

const weekly = { code: 'weekly', name: 'Weekly overview', url: 'https://reports.example.com/weekly' };

/** The server's reachability check of the weekly report, as many times as the page asks. */
function reachabilityMock(answer: { isReachable: boolean | null; problem: string | null }) {
  return {
    request: { query: ReportReachabilityQuery, variables: { clientCode: 'demo', applicationCode: 'puzzle-quest', reportCode: 'weekly' } },
    result: { data: { gdsReportReachability: { __typename: 'GdsReportReachability', ...answer } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderReport(report = weekly, reachability = reachabilityMock({ isReachable: true, problem: null })) {
  render(
    <MockedProvider mocks={[reachability]}>
      <ReportView
        clientCode="demo"
        applicationCode="puzzle-quest"
        applicationName="Puzzle Quest"
        report={report}
        isEmpty={false}
        missingReportCode={null}
        isLoading={false}
        error={null}
        onRetry={() => undefined}
        onClear={() => undefined}
      />
    </MockedProvider>,
  );
}

describe('the embedded report', () => {
  // happy-dom would fetch the frame's page for real; the test is about what the page says around it.
  beforeAll(() => {
    (window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }).happyDOM.settings.disableIframePageLoading =
      true;
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  });

  it('tells apart addresses that cannot be framed', () => {
    expect(findReportUrlProblem('https://reports.example.com/a')).toBeNull();
    expect(findReportUrlProblem('http://reports.example.com/a')).toBe('notHttps');
    expect(findReportUrlProblem('reports/weekly')).toBe('invalidUrl');
  });

  it('explains an address that is not https instead of showing an empty frame', () => {
    renderReport({ ...weekly, url: 'http://intranet.local/weekly' });
    expect(screen.getByRole('alert').textContent).toMatch(/not secure \(https\), so it cannot be shown inside the page/);
    expect(screen.queryByTitle('Weekly overview')).toBeNull();
  });

  it('says the report may be unreachable when its frame has not loaded in time, and retries', () => {
    vi.useFakeTimers();
    renderReport();
    const frame = screen.getByTitle('Weekly overview');
    expect(frame.getAttribute('src')).toBe('https://reports.example.com/weekly');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(REPORT_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert').textContent).toMatch(/The report at reports\.example\.com has not answered/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // A frame that loads says nothing more.
    fireEvent.load(screen.getByTitle('Weekly overview'));
    act(() => {
      vi.advanceTimersByTime(REPORT_LOAD_TIMEOUT_MS * 2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains an address the server cannot reach, although the frame "loads" the browser\'s error page', async () => {
    renderReport(weekly, reachabilityMock({ isReachable: false, problem: 'REFUSED' }));
    fireEvent.load(screen.getByTitle('Weekly overview'));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /The report at reports\.example\.com cannot be reached: nothing answers at that address \(the connection was refused\)/,
    );
  });

  it('says nothing when the server reaches the address, or did not try it', async () => {
    renderReport(weekly, reachabilityMock({ isReachable: null, problem: null }));
    fireEvent.load(screen.getByTitle('Weekly overview'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the browser is offline', () => {
    renderReport();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toMatch(/You are offline/);
  });
});

describe('/reports without an application', () => {
  it('shows the no-application state with the client’s applications to choose from', async () => {
    const puzzle = { __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' };
    const space = { __typename: 'Application' as const, code: 'space-run', name: 'Space Run' };
    const client = { __typename: 'MeClient' as const, code: 'demo', name: 'Demo Games', applications: [puzzle, space] };
    const router = createMemoryRouter(
      [
        {
          path: '/demo/creative/reports',
          element: (
            <CurrentClientContext value={client}>
              <ChooseApplicationView currentApplicationCode="puzzle-quest" />
            </CurrentClientContext>
          ),
        },
        { path: '/demo/creative/reports/:applicationCode', element: <p>Reports of the application</p> },
      ],
      { initialEntries: ['/demo/creative/reports'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'No application chosen' })).toBeTruthy();
    const applications = screen.getByRole('list', { name: 'Applications' });
    expect(applications.textContent).toContain('Puzzle QuestCurrent');
    await userEvent.click(screen.getByRole('link', { name: 'Space Run' }));
    expect(router.state.location.pathname).toBe('/demo/creative/reports/space-run');
  });
});
