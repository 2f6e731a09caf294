import { buildAdCopyPath, buildConceptsPath, buildCreativePerformancePath, buildReportsPath } from '../../session';

/**
 * Routes that carry the application in the URL. On them the URL decides the current application,
 * and switching the application rewrites the URL.
 */
const REPORTS_PATTERN = /^\/([^/]+)\/creative\/reports(?:\/([^/]+))?(?:\/[^/]*)?\/?$/;
const PERFORMANCE_PATTERN = /^\/([^/]+)\/creative\/platform-dash\/([^/]+)\/creative-perf\/?$/;

function decodeSegment(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The application code a reports or creative-performance URL names, if any. */
export function findApplicationCodeInPath(pathname: string): string | null {
  const reports = REPORTS_PATTERN.exec(pathname);
  if (reports) return decodeSegment(reports[2]);
  const performance = PERFORMANCE_PATTERN.exec(pathname);
  if (performance) return decodeSegment(performance[2]);
  return null;
}

/**
 * Where to go when the user picks another application, or null to stay. A report code belongs to
 * the application it was opened in, so switching goes to the new application's report list.
 */
export function replaceApplicationInPath(pathname: string, applicationCode: string): string | null {
  const reports = REPORTS_PATTERN.exec(pathname);
  if (reports) return buildReportsPath(decodeSegment(reports[1]) ?? '', applicationCode);
  const performance = PERFORMANCE_PATTERN.exec(pathname);
  if (performance) return buildCreativePerformancePath(decodeSegment(performance[1]) ?? '', applicationCode);
  return null;
}

/**
 * Where to go when the user picks another client: the same section under the new client. Codes
 * of concepts, assets and ad copy belong to one client, so deeper paths are not carried over.
 */
export function buildClientSwitchPath(pathname: string, clientCode: string, applicationCode: string | null): string {
  const section = pathname.split('/')[3];
  switch (section) {
    case 'ad-copy':
      return buildAdCopyPath(clientCode);
    case 'reports':
      return buildReportsPath(clientCode, applicationCode);
    case 'platform-dash':
      return applicationCode ? buildCreativePerformancePath(clientCode, applicationCode) : buildConceptsPath(clientCode);
    default:
      return buildConceptsPath(clientCode);
  }
}

/** The URL's application if it exists, else the stored choice if it still exists, else the first one. */
export function pickApplicationCode(
  applicationCodes: readonly string[],
  urlApplicationCode: string | null,
  storedApplicationCode: string | null,
): string | null {
  if (urlApplicationCode && applicationCodes.includes(urlApplicationCode)) return urlApplicationCode;
  if (storedApplicationCode && applicationCodes.includes(storedApplicationCode)) return storedApplicationCode;
  return applicationCodes[0] ?? null;
}
