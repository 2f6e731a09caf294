import { buildReportsPath } from '../../session';

export interface Report {
  code: string;
  name: string;
  url: string;
}

export interface ReportCategory {
  code: string;
  name: string;
  gdsReports: readonly Report[];
}

/** The report a route names, once the categories are loaded; null when none is named or it is unknown. */
export function findReport(categories: readonly ReportCategory[] | null | undefined, reportCode: string | null | undefined): Report | null {
  if (!categories || !reportCode) return null;
  for (const category of categories) {
    const report = category.gdsReports.find((candidate) => candidate.code === reportCode);
    if (report) return report;
  }
  return null;
}

/** /reports/{applicationCode}/{reportCode}: picking a report puts its code in the route; null clears it. */
export function buildReportPath(clientCode: string, applicationCode: string, reportCode: string | null): string {
  const applicationPath = buildReportsPath(clientCode, applicationCode);
  return reportCode ? `${applicationPath}/${encodeURIComponent(reportCode)}` : applicationPath;
}

/** Embedded reports run in a sandbox: scripts and forms, no top navigation, no referrer. */
export const REPORT_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms';

/**
 * Why a report's address cannot be shown in the page, before trying: not a URL at all, or not
 * https (the page only frames https addresses, as the server only stores those).
 */
export function findReportUrlProblem(url: string): 'invalidUrl' | 'notHttps' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalidUrl';
  }
  return parsed.protocol === 'https:' ? null : 'notHttps';
}
