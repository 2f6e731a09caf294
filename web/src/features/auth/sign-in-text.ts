import { app, auth, errors } from '../../lib/i18n/en.json';

/**
 * The sign-in page's texts, read straight from the catalogue: the page loads no translation library
 * (i18next is a tenth of its JavaScript), and only these sections of the JSON enter its bundle.
 */
export const signInText = { app, auth, errors };
