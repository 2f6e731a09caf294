/** The shortest password anyone may set (NIST SP 800-63B favours length over composition rules). */
export const MIN_PASSWORD_LENGTH = 12;
