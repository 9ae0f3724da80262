/**
 * `npm run screenshots`: regenerates the README's screenshots in docs/screenshots/.
 *
 * Serves the built PWA (`dist/`; built with `npx vite build` when it is missing, so run
 * `npm run build` first to picture the current code) with the reference server on a free port and
 * a fresh temporary database (seeded with the demo data on start), signs in as the demo member
 * through the sign-in page in Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) at a
 * landscape tablet's 1180 × 820, and photographs each page once its data is on screen (the
 * selection's notes and priority are typed and saved on the way); then, at a
 * phone's 390 × 844, the catalogue, the default selection, the order list and the budget (`phone-*.png`). The server,
 * the browser and the temporary folder are removed at the end, also after a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const VIEWPORT = { width: 1180, height: 820 };
const PHONE_VIEWPORT = { width: 390, height: 844 };
const DEMO = { email: 'demo@portal.test', password: 'Demo1234!', name: '김도서' };
/** How long one page may take to show its data (a cold server on a small machine). */
const TIMEOUT = 30_000;

/** Asks the operating system for a free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/** Builds the PWA when there is no build to serve. */
function ensureBuild() {
  if (existsSync(path.join(DIST, 'index.html'))) return;
  console.log('No dist/: building the PWA (npx vite build)…');
  const { status } = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) throw new Error(`vite build failed (exit code ${status})`);
}

/** Starts the reference server on a fresh database and waits until it answers its ping. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO_ACCOUNTS: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, 'portal.db'),
      STATIC_DIR: DIST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}): ${stderr}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/ping`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not answer on port ${port}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops the server and waits for it to exit (forcefully after 10 s). */
function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Waits until a locator matches at least `count` visible elements. */
async function waitForCount(locator: Locator, count: number) {
  await locator.nth(count - 1).waitFor({ state: 'visible', timeout: TIMEOUT });
}

/**
 * Waits until the page is at rest: no loading indicator (the Spinner is a progress bar), every
 * image in the viewport decoded, web fonts loaded.
 */
async function settle(page: Page) {
  await page.waitForFunction(
    () => {
      if (document.querySelector('[role="progressbar"]')) return false;
      const { innerWidth, innerHeight } = window;
      return Array.from(document.images).every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight;
        return !inView || box.left >= innerWidth || (img.complete && img.naturalWidth > 0);
      });
    },
    undefined,
    { timeout: TIMEOUT },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Writes the viewport as docs/screenshots/<name>.png. */
async function shoot(page: Page, name: string) {
  await settle(page);
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  console.log(`  ${path.relative(ROOT, file)}  (${page.url()})`);
}

/** A level-1 heading with the given text. */
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function capture(page: Page) {
  // Sign-in page, then a real sign-in through its form.
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: TIMEOUT });
  await shoot(page, 'sign-in');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: TIMEOUT });

  // Member home: greeting with the name, the four counts, announcements, the banner.
  await h1(page, new RegExp(DEMO.name)).waitFor({ timeout: TIMEOUT });
  for (const key of ['cartNumber', 'quotationNumber', 'orderNumber', 'invoiceNumber']) {
    await page
      .getByTestId(`order-count-${key}`)
      .filter({ hasText: /\d/ })
      .waitFor({ timeout: TIMEOUT });
  }
  await waitForCount(page.getByRole('region', { name: 'Announcements' }).getByRole('link'), 2);
  await page.getByRole('img', { name: 'Site banner' }).waitFor({ timeout: TIMEOUT });
  await shoot(page, 'home');

  // Catalogue: the first tab's first collection with its rows.
  await page.goto('/books');
  await h1(page, 'Book').waitFor({ timeout: TIMEOUT });
  const grid = page.getByRole('table').first();
  await waitForCount(grid.getByRole('link'), 5);
  await shoot(page, 'catalogue');

  // Book detail: the first book of that collection, opened from its row.
  const firstBook = grid.getByRole('link').first();
  const title = (await firstBook.innerText()).trim();
  await firstBook.click();
  await page.waitForURL(/\/books\/\d+$/, { timeout: TIMEOUT });
  await h1(page, new RegExp(escapeRegExp(title.split('\n')[0] ?? title))).waitFor({
    timeout: TIMEOUT,
  });
  await page.getByRole('button', { name: 'Order Request' }).waitFor({ timeout: TIMEOUT });
  // The classification chain above the title comes from the (local) external service.
  await page.getByTestId('classification-chain').waitFor({ timeout: TIMEOUT });
  await shoot(page, 'book-detail');

  // The default selection (common(default)) with the demo member's books.
  await page.goto('/cart/public');
  await h1(page, 'My Selection').waitFor({ timeout: TIMEOUT });
  await page.getByRole('heading', { level: 2, name: 'common(default)' }).waitFor();
  await waitForCount(page.getByRole('table', { name: /^Books of / }).getByRole('rowheader'), 2);
  await shoot(page, 'selection');

  // Add by ISBN on that selection: a pasted list checked (found, already there, invalid, duplicate).
  const isbns = await page.evaluate(async () => {
    const stored =
      sessionStorage.getItem('auth-partner-storage') ??
      localStorage.getItem('auth-partner-storage');
    const { token } = JSON.parse(stored ?? '{}') as {
      token?: string;
    };
    const found: string[] = [];
    for (let id = 1; found.length < 3 && id < 60; id++) {
      const response = await fetch(`/api/v1/member/book/detail/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const isbn = ((await response.json()) as { isbn?: string }).isbn?.replaceAll('-', '');
      if (isbn && /^97[89]\d{10}$/.test(isbn)) found.push(isbn);
    }
    return found;
  });
  await page.getByRole('button', { name: 'Add by ISBN' }).click();
  const panel = page.getByRole('dialog', { name: /^Add by ISBN/ });
  await panel
    .getByLabel('ISBNs', { exact: true })
    .fill(
      [
        `${isbns[0]}, 2, PO-2026-031`,
        `${isbns[1]}\t1`,
        `${isbns[2]}`,
        '9780306406158',
        isbns[1],
      ].join('\n'),
    );
  await panel.getByRole('button', { name: 'Check' }).click();
  await waitForCount(panel.getByRole('table', { name: 'Checked ISBNs' }).getByRole('row'), 6);
  await shoot(page, 'add-by-isbn');
  await page.keyboard.press('Escape');

  // Notes and priority per line: a note typed in the first row's editor, the second an
  // alternate (the totals count it apart); then saved, so the later pictures show them too.
  await page.goto('/cart/public');
  const rows = page.getByRole('table', { name: /^Books of / }).getByRole('row');
  await waitForCount(rows, 3);
  const [first, second] = [rows.nth(1), rows.nth(2)];
  const lineButton = (row: Locator) => row.locator('button.selection-table__line');
  await lineButton(second).click();
  await second.getByRole('checkbox', { name: 'Alternate (filled only within budget)' }).check();
  await lineButton(second).click();
  await lineButton(first).click();
  await first
    .getByRole('textbox', { name: /^Note on / })
    .fill('4학년 2반 독서 동아리, 훼손본 교체');
  await page.getByText('Alternates', { exact: true }).waitFor();
  await shoot(page, 'line-notes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Your selection has been saved.').waitFor({ timeout: TIMEOUT });

  // Order list (default period: the last year).
  await page.goto('/orders');
  await h1(page, 'Order Inquiry').waitFor({ timeout: TIMEOUT });
  const orders = page.getByRole('table', { name: 'Orders' });
  await waitForCount(orders.getByRole('row').filter({ has: page.getByRole('cell') }), 3);
  await shoot(page, 'orders');

  // Order detail: an answered quotation (status button, file, Order Request enabled).
  const answered = orders.getByRole('row').filter({ hasText: 'Quotation Done' }).first();
  const orderCode = /ORD-[\d-]+/.exec(await answered.innerText())?.[0];
  if (!orderCode) throw new Error('No order with an answered quotation in the list');
  await answered.getByRole('cell').nth(3).click();
  await page.waitForURL(/\/order\/\d+$/, { timeout: TIMEOUT });
  await h1(page, new RegExp(escapeRegExp(orderCode))).waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByRole('list', { name: 'Progress' }).getByRole('listitem'), 3);
  await shoot(page, 'order-detail');

  // Budget: the demo member's funds of this school year, their bars and the year's report.
  await page.goto('/budget');
  await h1(page, 'Budget').waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByTestId('budget-fund'), 2);
  await shoot(page, 'budget');

  // Announcements list.
  await page.goto('/notices');
  await h1(page, 'Announcements').waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByRole('main').getByRole('link'), 5);
  await shoot(page, 'notices');

  // Library holdings: some of the catalogue's first page imported, then marked in the catalogue.
  const collection = page.waitForResponse((response) =>
    /\/api\/v1\/member\/book\/\d+\?/.test(response.url()),
  );
  await page.goto('/books');
  const firstPage = (await (await collection).json()) as { results: { isbn: string }[] };
  const owned = firstPage.results.map((book) => book.isbn).filter((_, index) => index % 3 !== 1);
  await page.goto('/holdings');
  await h1(page, 'Library holdings').waitFor({ timeout: TIMEOUT });
  await page.getByLabel('Or paste ISBNs').fill([...owned, owned[0], owned[0]].join('\n'));
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await page.getByRole('button', { name: 'Replace the holdings' }).click();
  await page.getByText(/^Holdings saved/).waitFor({ timeout: TIMEOUT });
  await page.getByLabel('Or paste ISBNs').fill(`${owned[1]}\n9780306406158\nEM-1042`);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await page.getByRole('region', { name: 'What was read' }).getByText('Lines without').click();
  await shoot(page, 'holdings');
  await page.goto('/books');
  await waitForCount(page.getByRole('table').first().locator('.owned-mark'), 3);
  await shoot(page, 'catalogue-owned');
}

/** The phone views: the pages whose layout changes most on a phone. */
async function capturePhone(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: TIMEOUT });

  await page.goto('/books');
  await h1(page, 'Book').waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByRole('table').first().getByRole('link'), 3);
  await shoot(page, 'phone-catalogue');

  await page.goto('/cart/public');
  await h1(page, 'My Selection').waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByRole('table', { name: /^Books of / }).getByRole('rowheader'), 2);
  await shoot(page, 'phone-selection');

  await page.goto('/orders');
  await h1(page, 'Order Inquiry').waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByRole('table', { name: 'Orders' }).getByRole('rowheader'), 3);
  await shoot(page, 'phone-orders');

  await page.goto('/budget');
  await h1(page, 'Budget').waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByTestId('budget-fund'), 2);
  await shoot(page, 'phone-budget');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function main() {
  ensureBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-screenshots-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const port = await freePort();
    console.log(`Starting the reference server on port ${port} (fresh demo database)…`);
    server = await startServer(port, dataDir);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      // Pictures of the pages as served, not of a service worker's cache.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    console.log(`Writing ${path.relative(ROOT, OUT_DIR)}/:`);
    await capture(page);

    const phone = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: PHONE_VIEWPORT,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const phonePage = await phone.newPage();
    phonePage.setDefaultTimeout(TIMEOUT);
    await capturePhone(phonePage);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
