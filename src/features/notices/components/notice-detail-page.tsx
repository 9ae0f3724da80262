import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ChevronDown, ChevronUp, List } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import * as texts from '@/texts';
import { DataAge } from '@/offline/data-age';
import { noticeDetailQueryOptions } from '../api/queries';
import { NoticeContent } from './notice-content';
import './notice-detail.css';

const route = getRouteApi('/_member/notice/$id');
const t = texts.notices;

/**
 * One announcement (docs/product/announcements.md#detail): title, writer, date-time, content, the neighbours and 'All list'.
 * The list's search state rides along in the URL, so 'All list' returns to the list as it was.
 */
export function NoticeDetailPage() {
  const { id } = route.useParams();
  const search = route.useSearch();
  const {
    data: notice,
    dataUpdatedAt,
    isFetching,
  } = useSuspenseQuery(noticeDetailQueryOptions(id));

  return (
    <div className="notice-detail">
      <DataAge updatedAt={dataUpdatedAt} isFetching={isFetching} />
      <article className="notice-detail__article" aria-labelledby="notice-title">
        <header className="notice-detail__header">
          <h1 id="notice-title" className="notice-detail__title">
            {notice.title}
          </h1>
          <dl className="notice-detail__meta">
            <div>
              <dt>{t.writer}</dt>
              <dd>{notice.writerName}</dd>
            </div>
            <div>
              <dt>{t.date}</dt>
              <dd>
                <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </header>
        <NoticeContent content={notice.content} />
      </article>

      {(notice.prev || notice.next) && (
        <nav aria-label={t.neighbours} className="notice-detail__neighbours">
          <ul>
            {/* In the list (newest first) prev is the newer one above, next the older one below. */}
            {notice.prev && (
              <li>
                <Link
                  to="/notice/$id"
                  params={{ id: notice.prev.notificationId }}
                  search={search}
                  className="notice-detail__neighbour"
                >
                  <span className="notice-detail__neighbour-label">
                    <ChevronUp size={18} aria-hidden />
                    {t.prev}
                  </span>
                  <span className="notice-detail__neighbour-title">{notice.prev.title}</span>
                </Link>
              </li>
            )}
            {notice.next && (
              <li>
                <Link
                  to="/notice/$id"
                  params={{ id: notice.next.notificationId }}
                  search={search}
                  className="notice-detail__neighbour"
                >
                  <span className="notice-detail__neighbour-label">
                    <ChevronDown size={18} aria-hidden />
                    {t.next}
                  </span>
                  <span className="notice-detail__neighbour-title">{notice.next.title}</span>
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}

      <div className="notice-detail__actions">
        <Link to="/notices" search={search} className="notice-detail__all">
          <List size={18} aria-hidden />
          {t.allList}
        </Link>
      </div>
    </div>
  );
}
