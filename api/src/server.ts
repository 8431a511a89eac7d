/** Reads the environment, opens the database (migrate + seed on first start), listens, closes cleanly. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { buildApp } from './app';
import { DEMO_LOGINS, REFUND_DEMO_LOGIN } from './db/seed';

const started = performance.now();
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = loadConfig(process.env, apiRoot);
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing the database and stopping`);
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error(err);
  await app.close();
  process.exit(1);
}

const base = `http://${config.host}:${config.port}`;
console.log(`
Aarohi API ready on ${base} in ${Math.round(performance.now() - started)} ms (${app.deps.database.kind}, payments: ${config.payment.provider})
  API docs:  ${base}/docs
  Files:     ${app.deps.files.description}
  Mail:      ${config.mail.senderEnabled ? app.deps.mail.description : 'sender off (MAIL_SENDER=off): mail stays queued in the outbox table'}
  Demo logins:
    tutor            ${DEMO_LOGINS.tutor.email} / ${DEMO_LOGINS.tutor.password}
    student (paid)   ${DEMO_LOGINS.student.email} or ${DEMO_LOGINS.student.mobile} / ${DEMO_LOGINS.student.password}
    student (unpaid) ${DEMO_LOGINS.unpaidStudent.email} / ${DEMO_LOGINS.unpaidStudent.password}
    student (refund) ${REFUND_DEMO_LOGIN.email} / ${REFUND_DEMO_LOGIN.password}   (invoice and credit note: /payments)
    staff, admin     ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}   (back office: /staff/login)
    staff, support   ${DEMO_LOGINS.support.email} / ${DEMO_LOGINS.support.password}
`);
