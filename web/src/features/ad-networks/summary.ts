/** The numbers a run's summary carries (see the server's ad-networks sync), read defensively. */
export function readRunSummary(summary: unknown) {
  const value = (summary ?? {}) as Record<string, unknown>;
  const level = (name: string) => {
    const counts = (value[name] ?? {}) as Record<string, unknown>;
    return { created: Number(counts.created ?? 0), updated: Number(counts.updated ?? 0), unchanged: Number(counts.unchanged ?? 0) };
  };
  const links = (value.links ?? {}) as Record<string, unknown>;
  return {
    campaigns: level('campaigns'),
    assetSets: level('assetSets'),
    ads: level('ads'),
    linked: Number(links.linked ?? 0),
    suggested: Number(links.suggested ?? 0),
  };
}

/** What a metrics run wrote (see the server's analytics metrics sync), read defensively. */
export function readMetricsSummary(summary: unknown) {
  const value = (summary ?? {}) as Record<string, unknown>;
  return {
    written: Number(value.written ?? 0),
    from: typeof value.from === 'string' ? value.from : '',
    to: typeof value.to === 'string' ? value.to : '',
    currency: typeof value.currency === 'string' ? value.currency : '',
  };
}
