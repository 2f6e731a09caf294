import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, users } from '../../db/schema/index.js';
import { loadSigningSecret } from '../auth/index.js';
import type { AppConfig } from '../../config.js';
import { composeNotificationMail } from './mail-content.js';
import { findEmailPreferences, createUnsubscribeToken } from './service.js';

let cached: { url: string; transport: Transporter } | null = null;

function transportFor(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  return cached.transport;
}

export interface MailDeps {
  db: Database;
  config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT' | 'SESSION_SECRET'>;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

/** Where links in e-mails point: PUBLIC_URL, or this instance on localhost. */
function publicOrigin(config: MailDeps['config']) {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The sendNotificationEmail job. Sends a notification's e-mail at most once: a delivery row is
 * committed before the SMTP call, so a retried or re-run job finds it and sends nothing ('sent',
 * or 'sending' left by a worker that died mid-send: losing one e-mail beats sending it twice). A
 * refused send marks the row 'failed' and throws, so the queue retries with backoff.
 */
export async function sendNotificationEmail(deps: MailDeps, notificationId: string): Promise<'sent' | 'skipped'> {
  if (!deps.config.SMTP_URL || !deps.config.MAIL_FROM) return 'skipped';
  const [row] = await deps.db
    .select({ notification: notifications, emailAddress: users.emailAddress, status: users.status, firstName: users.firstName })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row || row.status !== 'active') return 'skipped';
  const preferences = await findEmailPreferences(deps.db, row.notification.userId);
  if (preferences.isEmailOff || !preferences.emailKinds.includes(row.notification.kind as never)) return 'skipped';

  const claimed = await deps.db.transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notificationId))
      .for('update');
    if (delivery && delivery.status !== 'failed') return false;
    if (delivery)
      await tx.update(notificationDeliveries).set({ status: 'sending' }).where(eq(notificationDeliveries.notificationId, notificationId));
    else await tx.insert(notificationDeliveries).values({ notificationId, status: 'sending' });
    return true;
  });
  if (!claimed) {
    deps.log.info({ notificationId }, 'notification e-mail already sent; not sending again');
    return 'skipped';
  }

  const origin = publicOrigin(deps.config);
  const secret = await loadSigningSecret(deps.db, deps.config as AppConfig);
  const unsubscribe = `${origin}/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(secret, row.notification.userId))}`;
  const mail = composeNotificationMail({
    firstName: row.firstName,
    emailAddress: row.emailAddress,
    title: row.notification.title,
    body: row.notification.body,
    link: `${origin}${row.notification.link}`,
    unsubscribe,
  });
  try {
    const info = await transportFor(deps.config.SMTP_URL).sendMail({
      from: deps.config.MAIL_FROM,
      to: row.emailAddress,
      subject: mail.subject,
      text: mail.text,
      messageId: `<${row.notification.code}@atelier.notifications>`,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    });
    await deps.db
      .update(notificationDeliveries)
      .set({ status: 'sent', messageId: info.messageId ?? null, lastError: null })
      .where(eq(notificationDeliveries.notificationId, notificationId));
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(notificationDeliveries)
      .set({ status: 'failed', lastError: message.slice(0, 1000) })
      .where(eq(notificationDeliveries.notificationId, notificationId));
    deps.log.warn({ notificationId, err: error }, 'notification e-mail not sent');
    throw error;
  }
}
