/**
 * `npm run admin -- <command>`: what the provider does, against DATABASE_PATH (safe while the
 * server runs: WAL and a busy timeout). Prints one line (`lines`: one per request line); exit code
 * 1 with a message on bad input.
 */
import { openDatabase } from './db/index.ts';
import { seedIfEmpty } from './db/seed.ts';
import { ensureDirectories, loadConfigOrExit } from './env.ts';
import {
  approveMember,
  completeOrder,
  invoiceOrder,
  latestCode,
  orderLines,
  postNotice,
  ProviderError,
  quoteOrder,
  revokeSessions,
  setBannerText,
  setServiceState,
  setApiLatency,
  quotationValidity,
  supplierCommand,
  unlockMember,
} from './provider.ts';

const USAGE = `Usage: npm run admin -- <command>
  approve <email>            approve a pending member
  quote <orderCode>          answer a quotation request with a quotation file (QUOTATION_DONE)
  invoice <orderCode>        issue the order form of an order request (INVOICE_REQUEST)
  complete <orderCode>       complete an invoiced order (INVOICE_DONE)
  lines <orderCode>          list a request's lines: quantity, price, PO number, priority, note
  notice <title> <content>   post an announcement (content may contain HTML)
  outbox <email>             print the latest code sent to an address
  revoke <email>             end every sign-in of a member
  unlock <email>             lift a member's sign-in lock (too many wrong passwords)
  banner <text>              set a new banner text (version + 1)
  service down|up            make the external service endpoints answer 503, or not
  latency <ms>               delay every /api/v1 answer by ms (0 ends it): a slow network
  supplier                   print the supplier's identity (footer, documents)
  supplier <field> <value>   set one: name, registration-number, representative, address,
                             business-type, business-item, phone, email
  supplier seal <file.png>|none   store the seal image (직인) for the documents, or remove it
  validity [<days>]          the days a 견적서 is valid from its date (default 30)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
const need = (count: number, names: string) => {
  if (args.length < count || args.slice(0, count).some((arg) => arg.trim() === '')) {
    fail(`${command} needs ${names}.\n\n${USAGE}`);
  }
};

const config = loadConfigOrExit();
if (config.databasePath === ':memory:')
  fail('The admin CLI needs a database file (DATABASE_PATH).');
if (!command || command === 'help' || command === '--help') {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

ensureDirectories(config);
// The provider's command waits for the running server's writes rather than failing.
const db = openDatabase(config.databasePath, 5000);
try {
  // A database that the server has never started on gets the demo data first.
  await seedIfEmpty(db, { books: config.seedBooks, demoAccounts: config.demoAccounts });
  let line: string;
  switch (command) {
    case 'approve':
      need(1, '<email>');
      line = approveMember(db, args[0] as string);
      break;
    case 'quote':
      need(1, '<orderCode>');
      line = await quoteOrder(db, args[0] as string);
      break;
    case 'invoice':
      need(1, '<orderCode>');
      line = await invoiceOrder(db, args[0] as string);
      break;
    case 'complete':
      need(1, '<orderCode>');
      line = await completeOrder(db, args[0] as string);
      break;
    case 'lines':
      need(1, '<orderCode>');
      line = orderLines(db, args[0] as string);
      break;
    case 'notice':
      need(2, '<title> <content>');
      line = postNotice(db, args[0] as string, args.slice(1).join(' '));
      break;
    case 'outbox':
      need(1, '<email>');
      line = latestCode(db, args[0] as string).line;
      break;
    case 'revoke':
      need(1, '<email>');
      line = revokeSessions(db, args[0] as string);
      break;
    case 'unlock':
      need(1, '<email>');
      line = unlockMember(db, args[0] as string);
      break;
    case 'banner':
      need(1, '<text>');
      line = setBannerText(db, args.join(' '));
      break;
    case 'service':
      need(1, 'down|up');
      line = setServiceState(db, args[0] as string);
      break;
    case 'latency':
      need(1, '<ms>');
      line = setApiLatency(db, args[0] as string);
      break;
    case 'validity':
      line = quotationValidity(db, args[0]);
      break;
    case 'supplier':
      line = supplierCommand(db, config.filesDir, args);
      break;
    default:
      fail(`Unknown command "${command}".\n\n${USAGE}`);
  }
  console.log(line);
} catch (error) {
  if (error instanceof ProviderError) fail(error.message);
  throw error;
} finally {
  db.close();
}
