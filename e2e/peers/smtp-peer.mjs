// A real SMTP server for the end-to-end run: the shop sends its customer e-mail here through
// nodemailer, exactly as to a provider. Each message that arrives is appended, raw, to
// $E2E_DATA_DIR/mail.jsonl for the tests to read.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const file = join(process.env.E2E_DATA_DIR ?? '.', 'mail.jsonl');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      appendFileSync(file, `${JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw })}\n`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
