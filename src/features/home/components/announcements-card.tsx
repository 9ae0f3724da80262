import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { formatDate } from '@/lib/format';
import * as texts from '@/texts';
import { Card } from '@/ui/page';
import { DataAge } from '@/offline/data-age';
import { Spinner } from '@/ui/spinner';
import { EmptyState } from '@/ui/state';
import { homeNotificationsQueryOptions } from '../api/queries';
import { CardFailure } from './card-failure';

/**
 * The Announcements card (docs/product/home.md#announcements-card): latest notices to /notice/{id}, See More + to /notices. Offline
 * it shows the last list it had, with its age, or says it is not available offline.
 */
export function AnnouncementsCard({ enabled }: { enabled: boolean }) {
  const notices = useQuery({ ...homeNotificationsQueryOptions(), enabled });
  const rows = notices.data?.result ?? [];

  let body;
  if (notices.data) {
    body =
      rows.length === 0 ? (
        <EmptyState className="home-card__empty">{texts.home.noAnnouncements}</EmptyState>
      ) : (
        <ul className="home-notices">
          {rows.map((notice) => (
            <li key={notice.notificationId}>
              <Link
                to="/notice/$id"
                params={{ id: notice.notificationId }}
                className="home-notices__link"
              >
                <span className="home-notices__title">{notice.title}</span>
                <time className="home-notices__date" dateTime={notice.createdAt}>
                  {formatDate(notice.createdAt)}
                </time>
                <ChevronRight size={16} aria-hidden className="home-notices__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      );
  } else if (notices.isError) {
    body = <CardFailure error={notices.error} onRetry={() => void notices.refetch()} />;
  } else {
    body = (
      <div className="home-card__loading">
        <Spinner />
      </div>
    );
  }

  return (
    <Card
      className="home-card"
      title={texts.home.announcements}
      action={
        <Link to="/notices" className="home-card__more">
          {texts.common.seeMore}
          <span className="visually-hidden"> {texts.home.announcements}</span>
        </Link>
      }
    >
      {body}
      {notices.data && (
        <DataAge updatedAt={notices.dataUpdatedAt} isFetching={notices.isFetching} />
      )}
    </Card>
  );
}
