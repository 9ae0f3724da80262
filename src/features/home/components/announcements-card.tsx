import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { getErrorMessage } from '@/api/errors';
import { formatDate } from '@/lib/format';
import * as texts from '@/texts';
import { Card } from '@/ui/page';
import { Spinner } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/state';
import { homeNotificationsQueryOptions } from '../api/queries';

/** The Announcements card (000 §2): latest notices to /notice/{id}, See More + to /notices. */
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
                params={{ id: String(notice.notificationId) }}
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
    body = (
      <ErrorState
        headingLevel={3}
        title={texts.errors.generic}
        message={getErrorMessage(notices.error)}
        onRetry={() => void notices.refetch()}
        className="home-card__error"
      />
    );
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
    </Card>
  );
}
