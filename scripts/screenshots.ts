/**
 * `npm run screenshots`: regenerates the README's screenshots in docs/screenshots/.
 *
 * Serves the built PWA (`dist/`; built with `npx vite build` when it is missing, so run
 * `npm run build` first to picture the current code) with the reference server on a free port and
 * a fresh temporary database (seeded with the demo data on start), signs in as the demo member
 * through the sign-in page in Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) at a
 * landscape tablet's 1180 × 820, and photographs each page once its data is on screen (the
 * selection's notes and priority are typed and saved on the way); then, at a phone's 390 × 844,
 * the catalogue, the default selection, the order list and the budget (`phone-*.png`). The order
 * detail's 견적서 is downloaded and its first page drawn (`quotation.png`, needs pdftoppm). The browser
 * is Korean (`ko-KR`), so the pages are, as most members see them: the elements are found by
 * their Korean names, read from the Korean texts (src/texts/ko/). The catalogue and the default
 * selection are also taken in an English browser (`en-US`), before anything changes the
 * selection, as `catalogue-en.png` and `selection-en.png`. The browser is given Noto Sans KR from
 * `@embedpdf/fonts-kr` (a machine without a Hangul font would show empty boxes). The server, the
 * browser and the temporary folder are removed at the end, also after a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { catalogue as catalogueEn } from '../src/texts/en/catalogue.ts';
import { selectionPage as selectionPageEn } from '../src/texts/en/selection-page.ts';
import { selections as selectionsEn } from '../src/texts/en/selections.ts';
import { signIn as signInEn } from '../src/texts/en/sign-in.ts';
import { book } from '../src/texts/ko/book.ts';
import { budget } from '../src/texts/ko/budget.ts';
import { catalogue } from '../src/texts/ko/catalogue.ts';
import { holdings } from '../src/texts/ko/holdings.ts';
import { home } from '../src/texts/ko/home.ts';
import { librarianTools } from '../src/texts/ko/librarian-tools.ts';
import { notices } from '../src/texts/ko/notices.ts';
import { orders } from '../src/texts/ko/orders.ts';
import { selectionPage } from '../src/texts/ko/selection-page.ts';
import { selections } from '../src/texts/ko/selections.ts';
import { signIn } from '../src/texts/ko/sign-in.ts';
import type { Translation } from '../src/texts/locale.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const VIEWPORT = { width: 1180, height: 820 };
const PHONE_VIEWPORT = { width: 390, height: 844 };
const DEMO = { email: 'demo@portal.test', password: 'Demo1234!', name: '김도서' };
/** Noto Sans KR (SIL Open Font License), shipped by the npm package the server draws covers with. */
const KOREAN_FONTS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-kr')),
  '..',
  'fonts',
);
/** How long one page may take to show its data (a cold server on a small machine). */
const TIMEOUT = 30_000;

/** The texts the steps taken in both locales look for. */
interface Words {
  signIn: Translation<typeof signInEn>;
  catalogue: Translation<typeof catalogueEn>;
  selectionPage: Translation<typeof selectionPageEn>;
  selections: Translation<typeof selectionsEn>;
}
const KOREAN: Words = { signIn, catalogue, selectionPage, selections };
const ENGLISH: Words = {
  signIn: signInEn,
  catalogue: catalogueEn,
  selectionPage: selectionPageEn,
  selections: selectionsEn,
};

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

/**
 * Writes a fontconfig file that adds Noto Sans KR to the machine's fonts, for the browser only: a
 * Korean device has a Hangul font, a build machine often has none (Hangul then shows as empty
 * boxes). Returns the file's path.
 */
function fontConfig(dir: string) {
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${KOREAN_FONTS}</dir>`,
      `  <cachedir>${path.join(dir, 'font-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
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

/**
 * The 견적서 of the order on screen, downloaded as a member does (its PDF button), its first page
 * drawn to `quotation.png` by poppler's `pdftoppm` (Debian's poppler-utils): Chromium's own PDF
 * viewer is not there headless. Without pdftoppm the picture is left as it is, and said so.
 */
async function quotationFirstPage(page: Page) {
  const t = orders.documents;
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: TIMEOUT }),
    page.getByRole('button', { name: t.downloadOf(t.quotation, t.pdf) }).click(),
  ]);
  const pdf = path.join(tmpdir(), `quotation-${process.pid}.pdf`);
  await download.saveAs(pdf);
  const file = path.join(OUT_DIR, 'quotation');
  const drawn = spawnSync('pdftoppm', [
    '-png',
    '-r',
    '90',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    file,
  ]);
  rmSync(pdf, { force: true });
  if (drawn.error || drawn.status !== 0) {
    console.log(
      '  docs/screenshots/quotation.png left as it was: install poppler-utils (pdftoppm)',
    );
    return;
  }
  console.log(`  ${path.relative(ROOT, `${file}.png`)}  (the 견적서's first page)`);
}

/** A level-1 heading with the given text. */
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** A pattern for every text `text` makes, whatever name it is given. */
function anyName(text: (name: string) => string) {
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

/** A pattern for every text `text` makes, whatever count (written with digits and commas). */
function anyCount(text: (count: number) => string) {
  const sample = 987_654_321;
  const [before = '', after = ''] = text(sample).split(sample.toLocaleString('ko-KR'));
  return new RegExp(`^${escapeRegExp(before)}[\\d,]+${escapeRegExp(after)}$`);
}

/** Signs in as the demo member through the sign-in page's form (which must be open). */
async function signInAsDemo(page: Page, words: Words) {
  await page.getByLabel(words.signIn.email, { exact: true }).fill(DEMO.email);
  await page.getByLabel(words.signIn.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: words.signIn.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: TIMEOUT });
}

/** The catalogue with the first tab's first collection and `rows` of its books; returns its table. */
async function openCatalogue(page: Page, words: Words, rows: number) {
  await page.goto('/books');
  await h1(page, words.catalogue.title).waitFor({ timeout: TIMEOUT });
  const grid = page.getByRole('table').first();
  await waitForCount(grid.getByRole('link'), rows);
  return grid;
}

/** The books' table of a selection page (its name is the selection's). */
const selectionTable = (page: Page, words: Words) =>
  page.getByRole('table', { name: anyName(words.selectionPage.tableLabel) });

/** The default selection (공용 장바구니, common(default) in English) with the demo member's books. */
async function openDefaultSelection(page: Page, words: Words) {
  await page.goto('/cart/public');
  await h1(page, words.selectionPage.title).waitFor({ timeout: TIMEOUT });
  await page.getByRole('heading', { level: 2, name: words.selections.defaultLabel }).waitFor();
  await waitForCount(selectionTable(page, words).getByRole('rowheader'), 2);
}

async function capture(page: Page) {
  // Sign-in page, then a real sign-in through its form.
  await page.goto('/sign-in');
  await page
    .getByRole('button', { name: signIn.submit, exact: true })
    .waitFor({ timeout: TIMEOUT });
  await shoot(page, 'sign-in');
  await signInAsDemo(page, KOREAN);

  // Member home: greeting with the name, the four counts, announcements, the banner.
  await h1(page, new RegExp(DEMO.name)).waitFor({ timeout: TIMEOUT });
  for (const key of ['cartNumber', 'quotationNumber', 'orderNumber', 'invoiceNumber']) {
    await page
      .getByTestId(`order-count-${key}`)
      .filter({ hasText: /\d/ })
      .waitFor({ timeout: TIMEOUT });
  }
  await waitForCount(page.getByRole('region', { name: home.announcements }).getByRole('link'), 2);
  await page.getByRole('img', { name: home.bannerAlt }).waitFor({ timeout: TIMEOUT });
  await shoot(page, 'home');

  // Catalogue: the first tab's first collection with its rows.
  const grid = await openCatalogue(page, KOREAN, 5);
  await shoot(page, 'catalogue');

  // Book detail: the first book of that collection, opened from its row.
  const firstBook = grid.getByRole('link').first();
  const title = (await firstBook.innerText()).trim();
  await firstBook.click();
  await page.waitForURL(/\/books\/\d+$/, { timeout: TIMEOUT });
  await h1(page, new RegExp(escapeRegExp(title.split('\n')[0] ?? title))).waitFor({
    timeout: TIMEOUT,
  });
  await page.getByRole('button', { name: book.orderRequest }).waitFor({ timeout: TIMEOUT });
  // The classification chain above the title comes from the (local) external service.
  await page.getByTestId('classification-chain').waitFor({ timeout: TIMEOUT });
  await shoot(page, 'book-detail');

  // The default selection (common(default)) with the demo member's books.
  await openDefaultSelection(page, KOREAN);
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
  await page.getByRole('button', { name: librarianTools.addByIsbn, exact: true }).click();
  const panel = page.getByRole('dialog', { name: anyName(librarianTools.dialogTitle) });
  await panel
    .getByLabel(librarianTools.isbns, { exact: true })
    .fill(
      [
        `${isbns[0]}, 2, PO-2026-031`,
        `${isbns[1]}\t1`,
        `${isbns[2]}`,
        '9780306406158',
        isbns[1],
      ].join('\n'),
    );
  await panel.getByRole('button', { name: librarianTools.check, exact: true }).click();
  await waitForCount(
    panel.getByRole('table', { name: librarianTools.previewLabel }).getByRole('row'),
    6,
  );
  await shoot(page, 'add-by-isbn');
  await page.keyboard.press('Escape');

  // Notes and priority per line: a note typed in the first row's editor, the second an
  // alternate (the totals count it apart); then saved, so the later pictures show them too.
  await page.goto('/cart/public');
  const rows = selectionTable(page, KOREAN).getByRole('row');
  await waitForCount(rows, 3);
  const [first, second] = [rows.nth(1), rows.nth(2)];
  const lineButton = (row: Locator) => row.locator('button.selection-table__line');
  await lineButton(second).click();
  await second.getByRole('checkbox', { name: selectionPage.alternateChoice }).check();
  await lineButton(second).click();
  await lineButton(first).click();
  await first
    .getByRole('textbox', { name: anyName(selectionPage.noteOf) })
    .fill('4학년 2반 독서 동아리, 훼손본 교체');
  await page.getByText(selectionPage.alternates, { exact: true }).waitFor();
  await shoot(page, 'line-notes');
  await page.getByRole('button', { name: selectionPage.save, exact: true }).click();
  await page.getByText(selectionPage.saved).waitFor({ timeout: TIMEOUT });

  // Order list (default period: the last year).
  await page.goto('/orders');
  await h1(page, orders.title).waitFor({ timeout: TIMEOUT });
  const orderList = page.getByRole('table', { name: orders.tableLabel });
  await waitForCount(orderList.getByRole('row').filter({ has: page.getByRole('cell') }), 3);
  await shoot(page, 'orders');

  // Order detail: an answered quotation (status button, file, Order Request enabled).
  const answered = orderList
    .getByRole('row')
    .filter({ hasText: orders.statusLabels.QUOTATION_DONE })
    .first();
  const orderCode = /ORD-[\d-]+/.exec(await answered.innerText())?.[0];
  if (!orderCode) throw new Error('No order with an answered quotation in the list');
  await answered.getByRole('cell').nth(3).click();
  await page.waitForURL(/\/order\/\d+$/, { timeout: TIMEOUT });
  await h1(page, new RegExp(escapeRegExp(orderCode))).waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByRole('list', { name: orders.progress }).getByRole('listitem'), 3);
  await shoot(page, 'order-detail');
  await quotationFirstPage(page);

  // Budget: the demo member's funds of this school year, their bars and the year's report.
  await page.goto('/budget');
  await h1(page, budget.title).waitFor({ timeout: TIMEOUT });
  await waitForCount(page.getByTestId('budget-fund'), 2);
  await shoot(page, 'budget');

  // Announcements list.
  await page.goto('/notices');
  await h1(page, notices.title).waitFor({ timeout: TIMEOUT });
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
  await h1(page, holdings.title).waitFor({ timeout: TIMEOUT });
  const paste = page.getByLabel(holdings.pasteLabel, { exact: true });
  await paste.fill([...owned, owned[0], owned[0]].join('\n'));
  await page.getByRole('button', { name: holdings.read, exact: true }).click();
  await page.getByRole('button', { name: holdings.replace, exact: true }).click();
  await page.getByText(anyCount(holdings.saved)).waitFor({ timeout: TIMEOUT });
  await paste.fill(`${owned[1]}\n9780306406158\nEM-1042`);
  await page.getByRole('button', { name: holdings.read, exact: true }).click();
  await page
    .getByRole('region', { name: holdings.reportTitle })
    .getByText(holdings.invalidTitle)
    .click();
  // The whole report with its buttons on screen (the Korean help texts are taller).
  await page.getByRole('region', { name: holdings.reportTitle }).evaluate((report) => {
    report.scrollIntoView({ block: 'end', behavior: 'instant' });
    window.scrollBy({ top: 48, behavior: 'instant' });
  });
  await shoot(page, 'holdings');
  await page.goto('/books');
  await waitForCount(page.getByRole('table').first().locator('.owned-mark'), 3);
  await shoot(page, 'catalogue-owned');
}

/**
 * The English pair of two pages (`*-en.png`), as a browser whose language is not Korean shows
 * them: the catalogue and the default selection, taken before the Korean pictures change it.
 */
async function captureEnglish(page: Page) {
  await page.goto('/sign-in');
  await signInAsDemo(page, ENGLISH);
  await openCatalogue(page, ENGLISH, 5);
  await shoot(page, 'catalogue-en');
  await openDefaultSelection(page, ENGLISH);
  await shoot(page, 'selection-en');
}

/** The phone views: the pages whose layout changes most on a phone. */
async function capturePhone(page: Page) {
  await page.goto('/sign-in');
  await signInAsDemo(page, KOREAN);

  await openCatalogue(page, KOREAN, 3);
  await shoot(page, 'phone-catalogue');

  await openDefaultSelection(page, KOREAN);
  await shoot(page, 'phone-selection');

  await page.goto('/orders');
  await h1(page, orders.title).waitFor({ timeout: TIMEOUT });
  await waitForCount(
    page.getByRole('table', { name: orders.tableLabel }).getByRole('rowheader'),
    3,
  );
  await shoot(page, 'phone-orders');

  await page.goto('/budget');
  await h1(page, budget.title).waitFor({ timeout: TIMEOUT });
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
    const launched = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      env: { ...process.env, FONTCONFIG_FILE: fontConfig(dataDir) },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    browser = launched;
    const openPage = async (options: BrowserContextOptions) => {
      const context = await launched.newContext({
        baseURL: `http://127.0.0.1:${port}`,
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        // Pictures of the pages as served, not of a service worker's cache.
        serviceWorkers: 'block',
        ...options,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT);
      return page;
    };
    console.log(`Writing ${path.relative(ROOT, OUT_DIR)}/:`);
    // English first: the Korean pictures then add notes to the selection.
    await captureEnglish(await openPage({ locale: 'en-US' }));
    await capture(await openPage({}));
    await capturePhone(
      await openPage({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true }),
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
