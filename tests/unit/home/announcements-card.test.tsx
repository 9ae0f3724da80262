import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/api/errors';
import { homeKeys } from '@/api/query-keys';
import { AnnouncementsCard } from '@/features/home/components/announcements-card';
import { OrderHistoryCard } from '@/features/home/components/order-history-card';
import { connectivity } from '@/offline/connectivity';

afterEach(() => {
  vi.restoreAllMocks();
});

const goOffline = () => vi.spyOn(connectivity, 'isOnline').mockReturnValue(false);

/** A query client in which the home cards' calls fail as they do without a connection. */
async function failingOffline(queryClient: QueryClient, key: readonly unknown[]) {
  await queryClient
    .fetchQuery({
      queryKey: key,
      queryFn: () => Promise.reject(new NetworkError()),
      retry: false,
      staleTime: 0,
    })
    .catch(() => undefined);
}

/** Renders a card from what the cache holds (`enabled` false: no network). */
async function renderWith(queryClient: QueryClient, card: 'announcements' | 'orders') {
  const Card = card === 'announcements' ? AnnouncementsCard : OrderHistoryCard;
  const rootRoute = createRootRoute({ component: () => <Card enabled={false} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', {
    name: card === 'announcements' ? 'Announcements' : 'Order History',
  });
}

describe('the home cards offline', () => {
  it('a card never loaded says it is not available offline, not a generic error', async () => {
    goOffline();
    const queryClient = new QueryClient();
    await failingOffline(queryClient, homeKeys.notifications());
    await failingOffline(queryClient, homeKeys.orderSummary());
    await renderWith(queryClient, 'announcements');
    await renderWith(queryClient, 'orders');
    expect(screen.getAllByText('Not available offline')).toHaveLength(2);
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  it('a card whose refresh failed shows its last data with its age', async () => {
    goOffline();
    const queryClient = new QueryClient();
    const fetchedAt = new Date(2026, 10, 20, 9, 30).getTime();
    queryClient.setQueryData(
      homeKeys.notifications(),
      {
        result: [
          { notificationId: 3, title: '휴관 안내', writerName: '관리자', createdAt: '2026-11-15' },
        ],
      },
      { updatedAt: fetchedAt },
    );
    queryClient.setQueryData(
      homeKeys.orderSummary(),
      { cartNumber: 4, quotationNumber: 0, orderNumber: 2, invoiceNumber: 1 },
      { updatedAt: fetchedAt },
    );
    await failingOffline(queryClient, homeKeys.notifications());
    await failingOffline(queryClient, homeKeys.orderSummary());
    await renderWith(queryClient, 'announcements');
    await renderWith(queryClient, 'orders');
    expect(screen.getByRole('link', { name: /휴관 안내/ })).toBeTruthy();
    expect(screen.getByTestId('order-count-cartNumber').textContent).toBe('4');
    expect(screen.getAllByText('Offline copy, last updated 2026-11-20 09:30.')).toHaveLength(2);
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
});

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

describe('the Announcements card (docs/product/home.md#announcements-card)', () => {
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
