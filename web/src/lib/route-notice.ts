/**
 * A message carried to the concepts list in the navigation state (e.g. "Concept not found" after
 * a failed editor load), for the list to show in a snackbar.
 */
export interface ConceptNoticeState {
  notice: { severity: 'error' | 'success' | 'info'; message: string };
}

export function buildConceptNoticeState(message: string, severity: ConceptNoticeState['notice']['severity'] = 'error'): ConceptNoticeState {
  return { notice: { severity, message } };
}

export function readConceptNotice(state: unknown): ConceptNoticeState['notice'] | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (!notice || typeof notice !== 'object') return null;
  const { message, severity } = notice as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  return { message, severity: severity === 'success' || severity === 'info' ? severity : 'error' };
}
