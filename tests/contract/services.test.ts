import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { setBannerText, setServiceState } from '../../server/provider.ts';
import { testDb } from './support/db.ts';
import {
  baseUrl,
  call,
  describeOperation,
  expectDocumented,
  expectError,
  toReply,
} from './support/http.ts';

describeOperation('getBanner', () => {
  it('answers where the banner image is', async () => {
    const body = expectDocumented(await call('getBanner'), 200);
    expect(body.url).toBe('/python/api/banner/image.webp');
  });
});

describeOperation('getBannerPicture', () => {
  it('serves the WebP banner the banner call points at, 800 or 1600 pixels wide', async () => {
    const { url } = (await call('getBanner')).body;
    const reply = await toReply('getBannerPicture', await fetch(`${baseUrl}${url}`));
    expectDocumented(reply, 200);
    expect(await sharp(reply.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 200,
    });
    const large = await call('getBannerPicture', { query: { w: 1600 } });
    expectDocumented(large, 200);
    expect(await sharp(large.bytes).metadata()).toMatchObject({ width: 1600, height: 400 });
    expectError(await call('getBannerPicture', { query: { w: 1000 } }), 400, 'validation_failed');
  });
});

describeOperation('getBannerImage', () => {
  it('serves the SVG banner, the drawing named before', async () => {
    const reply = await call('getBannerImage');
    expectDocumented(reply, 200);
    expect(reply.body).toContain('<svg');
  });
});

describeOperation('getBannerText', () => {
  it('answers version and text, uncached; a new text raises the version', async () => {
    const reply = await call('getBannerText');
    const first = expectDocumented(reply, 200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(first.text.length).toBeGreaterThan(0);
    setBannerText(testDb(), '봄 신간이 도착했습니다');
    const second = expectDocumented(await call('getBannerText'), 200);
    expect(second).toEqual({ version: first.version + 1, text: '봄 신간이 도착했습니다' });
  });
});

describeOperation('getClassificationChain', () => {
  it("answers the chain of a book's mainSubject, broadest first", async () => {
    const subject = testDb()
      .prepare<[], { name: string }>(
        'SELECT c.name FROM books b JOIN categories c ON c.id = b.category_id WHERE b.id = 5',
      )
      .get()?.name;
    const reply = await call('getClassificationChain', {
      query: { name: subject },
    });
    const body = expectDocumented(reply, 200);
    expect(body.name).toBe(subject);
    expect(body.chain).toHaveLength(3);
    expect(body.chain[2]).toBe(subject);
  });

  it('answers 404 for an unknown subject and 400 without a name', async () => {
    expectError(
      await call('getClassificationChain', { query: { name: 'Astrology' } }),
      404,
      'not_found',
    );
    expectError(await call('getClassificationChain'), 400, 'validation_failed');
  });
});

describeOperation('pingService', () => {
  it('answers pong as text', async () => {
    const reply = await call('pingService');
    expectDocumented(reply, 200);
    expect(reply.body).toBe('pong');
  });
});

describe('while the service is down (admin: service down)', () => {
  afterAll(() => {
    setServiceState(testDb(), 'up');
  });

  it('answers 503 on every service endpoint, and recovers when it is up again', async () => {
    setServiceState(testDb(), 'down');
    expectError(await call('getBanner'), 503, 'service_unavailable');
    expectError(await call('getBannerImage'), 503, 'service_unavailable');
    expectError(await call('getBannerPicture'), 503, 'service_unavailable');
    expectError(await call('getBannerText'), 503, 'service_unavailable');
    expectError(
      await call('getClassificationChain', { query: { name: '한국소설' } }),
      503,
      'service_unavailable',
    );
    expectError(await call('pingService'), 503, 'service_unavailable');
    // The portal's own API is not affected.
    expect((await call('ping')).status).toBe(200);
    setServiceState(testDb(), 'up');
    expectDocumented(await call('pingService'), 200);
  });
});
