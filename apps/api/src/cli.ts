import { ConfigError, parseEnv } from './env.ts';
import { ensureAdmin } from './modules/auth/auth.service.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, describeSeeded, seedDemoData } from './seed/seed.ts';
import { demoAccountsAllowed, openDatabaseFromEnv, paymentConfig, storeOf } from './server.ts';

/** npm run seed [-- --history] | npm run create-admin -- <email> <password> */
const [command, ...args] = process.argv.slice(2);

try {
  const env = parseEnv();
  if (!(command === 'seed' && args.every((a) => a === '--history')) && command !== 'create-admin') {
    console.error('usage: cli.js seed [--history] | cli.js create-admin <email> <password>');
    process.exit(2);
  }
  const database = await openDatabaseFromEnv(env);
  try {
    if (command === 'seed') {
      // docs/product/platform.md#demo-data: the demo logins (published passwords) never on a production database or next to a real admin.
      const withAccounts = demoAccountsAllowed(env);
      // The made-up history comes with the demo fleet on the embedded database, as on a first start; on a
      // database given by DATABASE_URL only when asked for (--history): it would fill a real shop's reports.
      const withHistory = database.kind === 'pglite' || args.includes('--history');
      const result = await seedDemoData(database.db, {
        accounts: withAccounts,
        history: withHistory ? { storeId: storeOf(paymentConfig(env)) } : false,
      });
      console.log(`Seeded ${describeSeeded(result)}.`);
      if (result.bikes === 0) console.log('The shop already has bikes: no demo fleet and no history were added.');
      else if (!withHistory)
        console.log(
          'No made-up history: it comes only with the demo fleet (npm run seed -- --history on a shop without bikes).',
        );
      if (withAccounts) {
        console.log(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
        console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
      } else {
        console.log('No demo logins: this is a production database (or ADMIN_EMAIL is set). Use npm run create-admin.');
      }
    } else {
      const [email, password] = [args[0] ?? env.ADMIN_EMAIL, args[1] ?? env.ADMIN_PASSWORD];
      if (!email || !password || password.length < 8) {
        console.error('usage: npm run create-admin -- <email> <password of at least 8 characters>');
        process.exit(2);
      }
      console.log(`Admin ${email}: ${await ensureAdmin(database.db, email, password)}`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
