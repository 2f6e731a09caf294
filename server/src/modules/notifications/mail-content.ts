/**
 * Control characters (CR and LF above all, and the Unicode line and paragraph separators) in a
 * value would shape the e-mail: a name or concept title with a line break could write lines of its
 * own into the body ("Open it: https://elsewhere"). Every value placed in a mail is one line.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A value as one line of mail text: control characters become one space each run. */
export function toMailLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').trim();
}

export interface NotificationMailInput {
  firstName: string | null;
  emailAddress: string;
  title: string;
  body: string | null;
  link: string;
  unsubscribe: string;
}

/** The subject and plain-text body of a notification e-mail, every value flattened to one line. */
export function composeNotificationMail(input: NotificationMailInput): { subject: string; text: string } {
  const title = toMailLine(input.title);
  const body = input.body ? toMailLine(input.body) : '';
  const lines = [
    `Hello ${toMailLine(input.firstName ?? '') || toMailLine(input.emailAddress)},`,
    '',
    title,
    ...(body ? ['', body] : []),
    '',
    `Open it: ${toMailLine(input.link)}`,
    '',
    `You get this e-mail because of your Atelier notification settings. Stop these e-mails: ${toMailLine(input.unsubscribe)}`,
  ];
  return { subject: title, text: lines.join('\n') };
}
