import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeKeys } from '@/features/home/api/keys';
import { AnnouncementsCard } from '@/features/home/components/announcements-card';

/** Renders the card from data already in the cache (`enabled` false: no network). */
async function renderCard(result: unknown[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(homeKeys.notifications(), { result });
  const rootRoute = createRootRoute({ component: () => <AnnouncementsCard enabled={false} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Announcements' });
}

describe('the Announcements card (000 §2)', () => {
  it('says No Announcements when the list is empty', async () => {
    await renderCard([]);
    expect(screen.getByText('No Announcements')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('lists each announcement with its date as YYYY-MM-DD, linking to /notice/{id}', async () => {
    await renderCard([
      {
        notificationId: 12,
        title: '도서관 주간 특별 할인 안내',
        writerName: '관리자',
        createdAt: '2026-11-15T03:00:00.000Z',
      },
    ]);
    const link = screen.getByRole('link', { name: /도서관 주간 특별 할인 안내/ });
    expect(link.getAttribute('href')).toBe('/notice/12');
    expect(link.querySelector('time')?.textContent).toMatch(/^2026-11-1[56]$/);
    expect(screen.getByRole('link', { name: /See More \+/ }).getAttribute('href')).toBe('/notices');
  });
});
