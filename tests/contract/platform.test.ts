/** What holds for every operation: parsing errors, limits, unknown routes, headers, static files. */
import { describe, expect, it } from 'vitest';
import { DEMO, signIn } from './support/accounts.ts';
import { allowResend, fingerprint } from './support/db.ts';
import { baseUrl, call, expectError, expectErrorBody, toReply } from './support/http.ts';

describe('request bodies', () => {
  it('answers 400 invalid_json for malformed JSON and changes nothing', async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const before = fingerprint();
    const reply = await call('createSelection', {
      token,
      rawBody: '{"name": "unterminated',
      contentType: 'application/json',
    });
    expectError(reply, 400, 'invalid_json');
    expect(fingerprint()).toBe(before);
  });

  it('answers 413 payload_too_large for a JSON body over 1 MB', async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const before = fingerprint();
    const reply = await call('updateSelection', {
      token,
      params: { cartId: 'public' },
      body: { message: 'x'.repeat(1_100_000), books: [] },
    });
    expectErrorBody(reply, 413, 'payload_too_large');
    expect(fingerprint()).toBe(before);
  });

  it('answers 415 for a body of another media type', async () => {
    const reply = await call('login', {
      rawBody: 'email=demo@portal.test',
      contentType: 'text/plain',
    });
    expectErrorBody(reply, 415, 'unsupported_media_type');
    const xml = await call('login', { rawBody: '<login/>', contentType: 'application/xml' });
    expectErrorBody(xml, 415, 'unsupported_media_type');
  });

  it('answers 400 for an empty JSON body where one is required', async () => {
    expectError(
      await call('login', { rawBody: '', contentType: 'application/json' }),
      400,
      'validation_failed',
    );
  });

  it('accepts a POST without payload whatever its content type says', async () => {
    const reply = await call('cancelOrder', {
      token: (await signIn(DEMO.email, DEMO.password)).token,
      params: { id: 999999 },
      contentType: 'application/json',
    });
    expectError(reply, 404, 'not_found');
  });

  it('names the field in validation messages', async () => {
    const body = expectError(
      await call('login', { body: { email: DEMO.email, password: 7 } }),
      400,
      'validation_failed',
    );
    expect(body.message).toContain('password');
  });
});

describe('unknown routes', () => {
  it('answers 404 not_found with the error body under /api', async () => {
    const reply = await toReply(
      'ping',
      await fetch(`${baseUrl}/api/v1/no/such/route`, { headers: { accept: 'text/html' } }),
    );
    expectErrorBody(reply, 404, 'not_found');
    const wrongMethod = await toReply(
      'ping',
      await fetch(`${baseUrl}/api/v1/ping`, { method: 'DELETE' }),
    );
    expectErrorBody(wrongMethod, 404, 'not_found');
  });
});

describe('the built portal (STATIC_DIR)', () => {
  it('serves index.html at / and for app routes (SPA fallback), revalidated on every load', async () => {
    for (const path of ['/', '/books/3', '/cart/%EA%B3%B5%EC%9A%A9', '/order/7?x=1']) {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('does not fall back for API, service and dev paths', async () => {
    for (const path of ['/api/v1/unknown', '/python/unknown', '/dev/unknown']) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('caches hashed assets for a year and the service worker and manifest not at all', async () => {
    const asset = await fetch(`${baseUrl}/assets/index-a1b2c3d4.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});

describe('compressed copies of the build', () => {
  it('sends the Brotli copy to browsers that accept it, the original to the others', async () => {
    for (const path of ['/assets/index-a1b2c3d4.js', '/', '/books/3']) {
      const compressed = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(compressed.headers.get('content-encoding'), path).toBe('br');
      expect(compressed.headers.get('vary'), path).toMatch(/accept-encoding/i);
      expect(await compressed.text(), path).toMatch(/console\.log\("app"\)|<div id="root">/);

      const plain = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(await plain.text(), path).toMatch(/console\.log\("app"\)|<div id="root">/);
    }
  });

  it('keeps the entry page revalidated on every load when it is sent compressed', async () => {
    const response = await fetch(`${baseUrl}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the PWA and the usual hardening headers', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // API answers carry them too.
    const api = await fetch(`${baseUrl}/api/v1/ping`);
    expect(api.headers.get('content-security-policy')).toBe(csp);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CORS', () => {
  it('allows the configured origins without credentials and exposes Content-Disposition', async () => {
    const preflight = await fetch(`${baseUrl}/api/v1/member/cart/delete/category/5`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization,idempotency-key,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    );
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const simple = await fetch(`${baseUrl}/api/v1/ping`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(simple.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it('does not allow other origins', async () => {
    const response = await fetch(`${baseUrl}/api/v1/ping`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('development outbox', () => {
  it('lists the messages of an address newest first', async () => {
    const email = `outbox-${Date.now()}@school.test`;
    await call('sendRegistrationCode', { body: { email } });
    allowResend(email);
    await call('sendRegistrationCode', { body: { email } });
    const response = await fetch(`${baseUrl}/dev/outbox?email=${encodeURIComponent(email)}`);
    const body = (await response.json()) as {
      messages: { email: string; subject: string; code: string; sentAt: string }[];
    };
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toEqual({
      email,
      subject: expect.any(String),
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });
    expect((body.messages[0]?.sentAt ?? '') >= (body.messages[1]?.sentAt ?? '')).toBe(true);
  });
});
