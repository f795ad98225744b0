import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmailConfig } from '../config.ts';
import { storyOfRental } from '../modules/rentals/rentals.service.ts';
import { createSmtpSender } from '../notifications/email/smtp.ts';
import { receiptAttachment } from '../notifications/email/receipt.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../notifications/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's worker (docs/product/messages.md#outbox): server.ts starts its loop; tests call `tick(now)` with their own clock. */
    outbox: OutboxWorker;
  }
}

export type OutboxPluginOptions = {
  email: EmailConfig;
  /** Time-outs and the retry schedule (tests shorten them). */
  worker?: Pick<OutboxWorkerOptions, 'batchSize' | 'claimMs' | 'maxAttempts' | 'backoffBaseMs' | 'backoffMaxMs'>;
  /** Timeout of every SMTP exchange. */
  smtpTimeoutMs?: number | undefined;
};

/** The outbox's worker with the channels this process has: the SMS gateway (plugins/sms-gateway.ts) and SMTP. */
export default fp(
  async (app: FastifyInstance, opts: OutboxPluginOptions) => {
    const email = opts.email
      ? createSmtpSender({ smtpUrl: opts.email.smtpUrl, from: opts.email.from, timeoutMs: opts.smtpTimeoutMs })
      : null;
    const worker = createOutboxWorker({
      db: app.db,
      sms: app.smsGateway,
      email,
      log: app.log,
      context: app.messageContext,
      receipt: async (rentalId, language) => {
        const story = await storyOfRental(app.db, rentalId);
        return story ? receiptAttachment(story, language) : null;
      },
      ...opts.worker,
    });
    app.decorate('outbox', worker);
    app.addHook('onClose', async () => {
      await worker.stop();
      email?.close();
    });
  },
  { name: 'outbox', dependencies: ['sms-gateway'] },
);
