import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * A browser whose language is not Korean (this project's English): the build's Korean markup of
 * the public pages is never shown to it; the page renders in English, and the switch offers Korean.
 */
test('an English browser gets /sign-in in English, rendered afresh over the launch screen, never the Korean markup', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // What was painted before the app started: the prerendered heading must stay hidden.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = document.querySelector('h1');
      (window as { koreanShown?: boolean }).koreanShown = Boolean(
        heading && heading.checkVisibility() && document.documentElement.lang === 'ko',
      );
    });
  });
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('data-started', 'rendered');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender-hidden');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => (window as { koreanShown?: boolean }).koreanShown)).toBe(false);
  const language = page.getByRole('group', { name: 'Language' });
  await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoA11yViolations(page);

  await language.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('the public top bar has the switch on sign-up too', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '한국어' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the Korean phrases the English interface keeps carry their own lang', async ({
  memberPage: page,
  member,
}) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The server's banner text (other tests change it): each of its Korean words inside a lang="ko".
  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting.locator('strong')).toHaveText(member.name);
  const bare = await greeting.locator('.home-greeting__text').evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const unmarked: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (/\p{Script=Hangul}/u.test(text) && !node.parentElement?.closest('[lang="ko"]')) {
        unmarked.push(text);
      }
    }
    return unmarked;
  });
  expect(bare).toEqual([]);
  // A shelf's heading: only its Korean words.
  const shelf = page.getByRole('heading', { level: 2, name: 'MD 추천 도서' });
  await expect(shelf.locator('[lang="ko"]')).toHaveText('추천 도서');
  // A menu item whose whole text is Korean.
  await page.getByRole('button', { name: `${member.name} account menu` }).click();
  await expect(
    page.getByRole('menuitem', { name: '로그아웃' }).locator('[lang="ko"]'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoA11yViolations(page);
});
