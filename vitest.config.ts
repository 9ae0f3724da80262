import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          alias: {
            ...alias,
            'virtual:pwa-register': fileURLToPath(
              new URL('./tests/unit/support/pwa-register.ts', import.meta.url),
            ),
          },
        },
        define: {
          __APP_VERSION__: JSON.stringify('test'),
          __PERSISTED_SHAPES__: JSON.stringify('test'),
        },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // A component test that types into a form takes about 2 s on a quiet machine; on a
          // busy CI machine (load 8 on 2 cores) it took over the default 5 s and failed on time
          // alone. A time limit is no assertion of these tests.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/global-setup.ts'],
          // One server, one database: the files share it, so they run one after another.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
