const { buildApp } = await import('./app.ts');
const { loadConfig } = await import('./env.ts');
const t1 = Date.now();
const app = await buildApp(
  loadConfig({ DATABASE_PATH: ':memory:', SEED_BOOKS: '300', LOG_LEVEL: 'info' }),
);
console.log('build', Date.now() - t1);
await app.close();
