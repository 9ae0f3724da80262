/**
 * `tsx scripts/bench/seed-db.ts <file>`: creates <file> with the server's own migrations and seed
 * (SEED_BOOKS books), checkpointed so the single file is complete. Run by server.ts.
 */
import { rmSync } from 'node:fs';
import { openDatabase } from '../../server/db/index.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { SEED_BOOKS } from './config.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: seed-db.ts <file>');
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
const db = openDatabase(file);
// The run signs in as the demo member.
await seedIfEmpty(db, { books: SEED_BOOKS, demoAccounts: true });
db.pragma('wal_checkpoint(TRUNCATE)');
db.pragma('journal_mode = DELETE');
db.close();
