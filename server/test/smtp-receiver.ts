import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback (the receiving end of nodemailer), on a random port. An address
 * put in `refuseOnce` is refused with a temporary error (451) the next time it is a recipient, as a
 * busy mail server answers; `refused` lists the refusals.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const refuseOnce = new Set<string>();
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuseOnce.delete(address.address)) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    port,
    received,
    refuseOnce,
    refused,
    /** The mails received for one address, decoded. */
    mailsTo: (address: string) => received.filter((mail) => mail.to.includes(address)).map(readMail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail's subject and text body, decoded (the subject may be RFC 2047 Q-encoded, the body quoted-printable). */
export function readMail(mail: ReceivedMail) {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/m
    .exec(head!.replace(/\r?\n[ \t]+/g, ' '))![1]!
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, word: string) =>
      word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  const body = rest
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { from: mail.from, subject, body };
}
