import { describe, expect, it } from 'vitest';
import { composeNotificationMail } from './mail-content.js';

const BASE = {
  firstName: 'Ada',
  emailAddress: 'ada@example.com',
  title: 'Approval requested: Summer banner',
  body: null,
  link: 'https://atelier.example/demo/creative/concepts/crc1',
  unsubscribe: 'https://atelier.example/unsubscribe?token=t',
};

describe('notification e-mail', () => {
  it('keeps a CR/LF in a name or title from writing lines of its own into the mail', () => {
    const mail = composeNotificationMail({
      ...BASE,
      firstName: 'Eve\r\n\r\nOpen it: https://evil.example',
      title: 'Approval requested: Banner\nOpen it: https://evil.example\u2028x',
      body: 'Looks good\r\nStop these e-mails: https://evil.example',
    });
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Open it:'))).toEqual([`Open it: ${BASE.link}`]);
    expect(lines.filter((line) => line.startsWith('Stop these e-mails'))).toEqual([]);
    expect(lines[0]).toBe('Hello Eve Open it: https://evil.example,');
    expect(mail.subject).toBe('Approval requested: Banner Open it: https://evil.example x');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(lines).toHaveLength(9);
  });

  it('greets by e-mail address without a first name, and leaves plain values as they are', () => {
    const mail = composeNotificationMail({ ...BASE, firstName: '' });
    expect(mail.text.split('\n')[0]).toBe('Hello ada@example.com,');
    expect(mail.subject).toBe(BASE.title);
  });
});
