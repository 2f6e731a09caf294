/** URL builders for the creative area, so links and redirects agree on one spelling. */
const segment = encodeURIComponent;

export const buildCreativePath = (clientCode: string) => `/${segment(clientCode)}/creative`;
export const buildConceptsPath = (clientCode: string) => `${buildCreativePath(clientCode)}/concepts`;
export const buildConceptCreatePath = (clientCode: string) => `${buildConceptsPath(clientCode)}/create`;
export const buildAdCopyPath = (clientCode: string) => `${buildCreativePath(clientCode)}/ad-copy`;
export const buildAdCopyCreatePath = (clientCode: string) => `${buildAdCopyPath(clientCode)}/create`;
export const buildMyWorkPath = (clientCode: string) => `${buildCreativePath(clientCode)}/my-work`;
export const buildAdAccountsPath = (clientCode: string) => `${buildCreativePath(clientCode)}/ad-accounts`;

export function buildReportsPath(clientCode: string, applicationCode?: string | null) {
  const base = `${buildCreativePath(clientCode)}/reports`;
  return applicationCode ? `${base}/${segment(applicationCode)}` : base;
}

export const buildCreativePerformancePath = (clientCode: string, applicationCode: string) =>
  `${buildCreativePath(clientCode)}/platform-dash/${segment(applicationCode)}/creative-perf`;
