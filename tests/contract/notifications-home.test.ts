import { beforeAll, expect, it } from 'vitest';
import { postNotice } from '../../server/provider.ts';
import { DEMO, newMember, signIn } from './support/accounts.ts';
import { count, testDb } from './support/db.ts';
import { call, describeOperation, expectDocumented, expectError } from './support/http.ts';
import type { Schemas } from './support/schemas.ts';

type Notice = Schemas['NotificationListItem'];

let token: string;
beforeAll(async () => {
  token = (await signIn(DEMO.email, DEMO.password)).token;
});

async function allNotices(): Promise<Notice[]> {
  const reply = await call('listNotifications', {
    token,
    query: { take: 100 },
  });
  return expectDocumented(reply, 200).results;
}

describeOperation('listNotifications', () => {
  it('lists 30+ announcements newest first with paging', async () => {
    const all = await allNotices();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const dates = all.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = expectDocumented(
      await call('listNotifications', {
        token,
        query: { page: 2, take: 10 },
      }),
      200,
    );
    expect(page.totalCount).toBe(all.length);
    expect(page.results.map((n) => n.notificationId)).toEqual(
      all.slice(10, 20).map((n) => n.notificationId),
    );
  });

  it('searches the text of contents, never their HTML markup', async () => {
    postNotice(
      testDb(),
      'Markup-free search notice',
      '<p class="lead">Orders&nbsp;close <strong>Friday</strong> &amp; ship Monday</p>',
    );
    const search = async (content: string) =>
      (await call('listNotifications', { token, query: { content } })).body.results.map(
        (n) => n.title,
      );
    // Markup, attributes and entity names are not the text.
    for (const markup of ['strong', '<p', 'class=', 'lead', 'nbsp', '&amp;']) {
      expect(await search(markup)).not.toContain('Markup-free search notice');
    }
    // What a member reads is, across tags and entities.
    for (const text of ['orders close friday', 'FRIDAY & SHIP', 'close friday']) {
      expect(await search(text)).toContain('Markup-free search notice');
    }
    // The seeded notice with <strong> markup is not found by the tag's name either.
    expect(await search('strong')).toEqual([]);
  });

  it('searches titles and contents, case-insensitively', async () => {
    postNotice(testDb(), 'Library Week SALE notice', '<p>Special <b>prices</b> for libraries</p>');
    const byTitle = (
      await call('listNotifications', {
        token,
        query: { title: 'library week' },
      })
    ).body;
    expect(byTitle.results.map((n) => n.title)).toEqual(['Library Week SALE notice']);
    const byContent = (
      await call('listNotifications', {
        token,
        query: { content: 'SPECIAL PRICES' },
      })
    ).body;
    expect(byContent.results.map((n) => n.title)).toContain('Library Week SALE notice');
    const none = (
      await call('listNotifications', {
        token,
        query: { title: 'no such text anywhere' },
      })
    ).body;
    expect(none.totalCount).toBe(0);
  });

  it('answers 400 for an empty search text or a bad page size', async () => {
    expectError(
      await call('listNotifications', { token, query: { title: '' } }),
      400,
      'validation_failed',
    );
    expectError(
      await call('listNotifications', { token, query: { take: 0 } }),
      400,
      'validation_failed',
    );
  });

  it('requires an approved member', async () => {
    expectError(await call('listNotifications'), 401, 'auth_token_missing');
  });
});

describeOperation('getNotification', () => {
  it('answers the announcement with next = older and prev = newer neighbour', async () => {
    const all = await allNotices();
    const [newer, middle, older] = all.slice(3, 6);
    if (!newer || !middle || !older) throw new Error('too few notices');
    const body = expectDocumented(
      await call('getNotification', { token, params: { id: middle.notificationId } }),
      200,
    );
    expect(body).toMatchObject({
      notificationId: middle.notificationId,
      title: middle.title,
      writerName: middle.writerName,
    });
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.next).toEqual({ notificationId: older.notificationId, title: older.title });
    expect(body.prev).toEqual({ notificationId: newer.notificationId, title: newer.title });
  });

  it('has null neighbours at the ends of the list', async () => {
    const all = await allNotices();
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) throw new Error('no notices');
    expect(
      (await call('getNotification', { token, params: { id: first.notificationId } })).body.prev,
    ).toBeNull();
    expect(
      (await call('getNotification', { token, params: { id: last.notificationId } })).body.next,
    ).toBeNull();
  });

  it('keeps HTML content as written (the portal sanitises it)', async () => {
    const html = (await allNotices()).find((n) => n.title === '[안내] 견적·주문 이용 방법');
    if (!html) throw new Error('the HTML announcement is missing');
    const body = (await call('getNotification', { token, params: { id: html.notificationId } }))
      .body;
    expect(body.content).toContain('<strong>My Selection</strong>');
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expectError(await call('getNotification', { token, params: { id: 999999 } }), 404, 'not_found');
    expectError(
      await call('getNotification', { token, params: { id: 0 } }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('getOrderSummary', () => {
  it('counts books in selections and the orders of the last year by kind', async () => {
    const body = expectDocumented(await call('getOrderSummary', { token }), 200);
    const demoId = (await signIn(DEMO.email, DEMO.password)).id;
    const yearAgo = new Date();
    yearAgo.setFullYear(yearAgo.getFullYear() - 1);
    const since = yearAgo.toISOString();
    const orders = (statuses: string) =>
      count(
        'orders',
        `member_id = ? AND created_at >= ? AND status IN (${statuses})`,
        demoId,
        since,
      );
    expect(body).toEqual({
      cartNumber: count(
        'cart_items ci JOIN selections s ON s.id = ci.selection_id',
        's.member_id = ?',
        demoId,
      ),
      quotationNumber: orders("'QUOTATION_REQUEST', 'QUOTATION_DONE'"),
      orderNumber: orders("'ORDER_REQUEST', 'INVOICE_REQUEST'"),
      invoiceNumber: orders("'INVOICE_DONE'"),
    });
    expect(body.quotationNumber).toBeGreaterThan(0);
    expect(body.invoiceNumber).toBeGreaterThan(0);
    // Older orders (more than a year ago) exist but are not counted.
    expect(count('orders', 'member_id = ? AND created_at < ?', demoId, since)).toBeGreaterThan(0);
  });

  it('answers zeros for a new member', async () => {
    const member = await newMember({ label: 'summary' });
    expect((await call('getOrderSummary', { token: member.token })).body).toEqual({
      cartNumber: 0,
      quotationNumber: 0,
      orderNumber: 0,
      invoiceNumber: 0,
    });
  });

  it('answers 401 without a token', async () => {
    expectError(await call('getOrderSummary'), 401, 'auth_token_missing');
  });
});

describeOperation('getHomeNotifications', () => {
  it('answers the five newest announcements in `result`', async () => {
    const body = expectDocumented(await call('getHomeNotifications', { token }), 200);
    const all = await allNotices();
    expect(body.result.map((n) => n.notificationId)).toEqual(
      all.slice(0, 5).map((n) => n.notificationId),
    );
  });

  it('answers 401 for an invalid token', async () => {
    expectError(await call('getHomeNotifications', { token: 'x.y' }), 401, 'auth_token_invalid');
  });
});

describeOperation('getHomeSections', () => {
  it('answers the home tab collections with their first books (4, 5, 5)', async () => {
    const body = expectDocumented(
      await call('getHomeSections', {
        token,
      }),
      200,
    );
    expect(body.results.map((s) => [s.sectionName, s.bookIds.length])).toEqual([
      ['MD 추천 도서', 4],
      ['신간 도서', 5],
      ['인기 도서', 5],
    ]);
  });

  it('answers 401 without a token', async () => {
    expectError(await call('getHomeSections'), 401, 'auth_token_missing');
  });
});
