import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fundYearQueryOptions } from '@/api/funds';
import { useSession } from '@/session/use-session';
import * as texts from '@/texts';
import { mdBooks, newBooks, popularBooks } from '../sample-shelves';
import { AnnouncementsCard } from './announcements-card';
import { Greeting } from './greeting';
import { OrderHistoryCard } from './order-history-card';
import { Shelf } from './shelf';
import { SiteBanner } from './site-banner';
import './home.css';

const BudgetCard = lazy(() => import('./budget-card'));

/**
 * The budget card, for a member who has set funds for the school year (docs/product/home.md#budget):
 * its code loads only then, so a home without funds loads no more than before. Last on the page, so
 * that its coming moves nothing the member is reading.
 */
function HomeBudget({ enabled }: { enabled: boolean }) {
  const year = useQuery({ ...fundYearQueryOptions(undefined), enabled });
  if (!year.data || year.data.funds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <div className="home__budget">
        <BudgetCard enabled={enabled} />
      </div>
    </Suspense>
  );
}

/**
 * The member home (docs/product/home.md#order-history): greeting, Order History and Announcements cards, the site banner and
 * three shelves of bundled sample books. Its calls run only while a member is signed in.
 */
export function HomePage() {
  const session = useSession();
  const enabled = Boolean(session?.token);
  const { shelves } = texts.home;
  return (
    <div className="home">
      <Greeting name={session?.name ?? ''} enabled={enabled} />
      <div className="home__cards">
        <OrderHistoryCard enabled={enabled} />
        <AnnouncementsCard enabled={enabled} />
      </div>
      <SiteBanner enabled={enabled} />
      <Shelf title={shelves.md} subtitle={shelves.mdSubtitle} books={mdBooks} />
      <Shelf title={shelves.new} books={newBooks} />
      <Shelf title={shelves.popular} books={popularBooks} />
      <HomeBudget enabled={enabled} />
    </div>
  );
}
