import { lazy, Suspense } from 'react';
import { useSession } from '@/session/use-session';
import * as texts from '@/texts';
import { mdBooks, newBooks, popularBooks } from '../sample-shelves';
import { AnnouncementsCard } from './announcements-card';
import { Greeting } from './greeting';
import { OrderHistoryCard } from './order-history-card';
import { Shelf } from './shelf';
import { SiteBanner } from './site-banner';
import './home.css';

// Its code loads after the page's (docs/product/home.md#budget): the first visit's bytes stay the same.
const BudgetCard = lazy(() => import('./budget-card'));

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
        <Suspense fallback={null}>
          <BudgetCard enabled={enabled} />
        </Suspense>
      </div>
      <SiteBanner enabled={enabled} />
      <Shelf title={shelves.md} subtitle={shelves.mdSubtitle} books={mdBooks} />
      <Shelf title={shelves.new} books={newBooks} />
      <Shelf title={shelves.popular} books={popularBooks} />
    </div>
  );
}
