import type { JobRegistration } from '../../jobs/registry.js';
import { sendNotificationEmail } from './mail.js';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    /** The e-mail of one notification (skipped when one was sent already, or without SMTP_URL). */
    sendNotificationEmail: { notificationId: string };
  }
}

export const notificationJobs: JobRegistration = (deps) => ({
  handlers: {
    sendNotificationEmail: {
      // One SMTP conversation; nodemailer's own timeouts are shorter.
      timeLimitSeconds: 2 * 60,
      run: async (payload) => {
        await sendNotificationEmail({ db: deps.db, config: deps.config, log: deps.log }, payload.notificationId);
      },
    },
  },
});
