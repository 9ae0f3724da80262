// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiReadCaches, orderFilesPattern } from '@/offline/cache-names';

const ORIGIN = 'http://127.0.0.1:8080';

/** The service worker keeps an order's files and papers once opened (docs/product/orders.md#documents). */
describe('the order files the service worker keeps', () => {
  it.each([
    '/api/v1/files/AbCdEfGhIjKlMnOpQrStUv',
    '/api/v1/member/order/document/12/quotation?format=pdf',
    '/api/v1/member/order/document/12/quotation?format=xlsx',
    '/api/v1/member/order/document/345/statement?format=pdf',
  ])('include %s', (path) => {
    expect(orderFilesPattern.test(`${ORIGIN}${path}`)).toBe(true);
  });

  it.each([
    '/api/v1/member/order/detail/12',
    '/api/v1/member/order/document/12/quotation',
    '/api/v1/member/order/document/12/invoice?format=pdf',
    '/api/v1/member/cart/download/excel?ids=1&name=x',
  ])('leave out %s', (path) => {
    expect(orderFilesPattern.test(`${ORIGIN}${path}`)).toBe(false);
  });

  it('are no API read of another cache (which would answer them after a 3 s timeout)', () => {
    const url = `${ORIGIN}/api/v1/member/order/document/12/quotation?format=pdf`;
    expect(apiReadCaches.filter(({ urlPattern }) => urlPattern.test(url))).toEqual([]);
  });
});
