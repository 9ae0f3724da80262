import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));

const { InstallButton, isIosBrowserTab } = await import('@/offline/install-button');

const as = (userAgent: string, platform = 'iPad', maxTouchPoints = 5) =>
  ({ userAgent, platform, maxTouchPoints }) as Navigator;
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('installing on iOS, where Safari offers no install prompt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recognises an iPad (also in desktop mode) and an iPhone, not a Mac or Android', () => {
    expect(isIosBrowserTab(as(IPAD_DESKTOP_MODE, 'MacIntel', 5))).toBe(true);
    expect(isIosBrowserTab(as('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(
      true,
    );
    expect(isIosBrowserTab(as(IPAD_DESKTOP_MODE, 'MacIntel', 0))).toBe(false);
    expect(isIosBrowserTab(as('Mozilla/5.0 (Linux; Android 14)', 'Linux', 5))).toBe(false);
  });

  it('says Share → Add to Home Screen, and that edits go while the app is open', async () => {
    vi.stubGlobal('navigator', { ...navigator, ...as(IPAD_DESKTOP_MODE, 'MacIntel', 5) });
    render(<InstallButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(toast.success).toHaveBeenCalledWith(
      expect.stringMatching(/Share, then "Add to Home Screen".*sent while the app is open/),
      expect.anything(),
    );
  });

  it('shows nothing in a browser without an install offer that is not iOS', () => {
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
