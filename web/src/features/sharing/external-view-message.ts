/**
 * Which message replaces the shared concept view (spec 2, section 8): 4011 means the link
 * expired; a missing token, client or concept code, a 401 and any unknown error are "not valid".
 */
export type ExternalViewMessage = 'invalid' | 'expired';

export function chooseExternalViewMessage(errorStatus: number | string | null | undefined): ExternalViewMessage {
  return String(errorStatus) === '4011' ? 'expired' : 'invalid';
}
