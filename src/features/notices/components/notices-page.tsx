import { useState, type FormEvent } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { formatDate } from '@/lib/format';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page';
import { Pagination } from '@/ui/pagination';
import { NativeSelect, type NativeSelectOption } from '@/ui/native-select';
import { Cell, Column, DataTable, Row, RowHeader, TableBody, TableHeader } from '@/ui/table';
import { TextField } from '@/ui/text-field';
import { countPages, PAGE_SIZES, type PageSize } from '@/lib/url-params';
import { DataAge } from '@/offline/data-age';
import { noticeListQueryOptions } from '../api/queries';
import { NOTICE_SEARCH_MAX, type NoticeSearchCategory, type NoticesSearch } from '../search';
import './notices.css';

const route = getRouteApi('/_member/notices');
const t = texts.notices;

const categoryOptions: NativeSelectOption<NoticeSearchCategory>[] = [
  { value: 'title', label: t.searchCategories.title },
  { value: 'content', label: t.searchCategories.content },
];
const sizeOptions: NativeSelectOption<`${PageSize}`>[] = PAGE_SIZES.map((size) => ({
  value: `${size}`,
  label: `${size}`,
}));

/** The announcements list (docs/product/announcements.md#list): search, page size, table and paging, all kept in the URL. */
export function NoticesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data, dataUpdatedAt, isFetching } = useSuspenseQuery(noticeListQueryOptions(search));
  const pageCount = countPages(data.totalCount, search.size);

  const go = (next: Partial<NoticesSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) });

  return (
    <div className="notices">
      <PageHeader title={t.title} />
      <DataAge updatedAt={dataUpdatedAt} isFetching={isFetching} />
      {/* Keyed by the applied search: back/forward shows the search of that entry in the form. */}
      <NoticeSearchForm
        key={`${search.category}:${search.text}`}
        applied={search}
        onSearch={(category, text) => go({ category, text, page: 1 })}
      />
      <div className="notices__bar">
        <p className="notices__count">{t.resultCount(data.totalCount)}</p>
        <NativeSelect
          label={t.pageSize}
          options={sizeOptions}
          value={`${search.size}`}
          onChange={(size) => go({ size: Number(size) as PageSize, page: 1 })}
          className="notices__size"
        />
      </div>
      <DataTable aria-label={t.title} minWidth={340} className="notices__table">
        <TableHeader>
          <Column>{t.columns.title}</Column>
          <Column className="notices__author-column">{t.columns.author}</Column>
          <Column className="notices__date-column">{t.columns.date}</Column>
        </TableHeader>
        <TableBody
          isEmpty={data.results.length === 0}
          emptyText={texts.common.noResults}
          columnCount={3}
        >
          {data.results.map((notice) => (
            // A click anywhere on the row opens it, as an order's row does; the title is its link.
            <Row
              key={notice.notificationId}
              onAction={() =>
                void navigate({
                  to: '/notice/$id',
                  params: { id: notice.notificationId },
                  search,
                })
              }
            >
              <RowHeader>
                <Link
                  to="/notice/$id"
                  params={{ id: notice.notificationId }}
                  search={search}
                  className="notices__link"
                >
                  {notice.title}
                </Link>
              </RowHeader>
              <Cell className="notices__author">{notice.writerName}</Cell>
              <Cell className="notices__date">
                <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
              </Cell>
            </Row>
          ))}
        </TableBody>
      </DataTable>
      <Pagination
        page={search.page}
        pageCount={pageCount}
        onPageChange={(page) => go({ page })}
        aria-label={t.pages}
        className="notices__pagination"
      />
    </div>
  );
}

interface NoticeSearchFormProps {
  applied: NoticesSearch;
  onSearch: (category: NoticeSearchCategory, text: string) => void;
}

/** Category and text are a draft until submitted with Enter or the Search button. */
function NoticeSearchForm({ applied, onSearch }: NoticeSearchFormProps) {
  const [category, setCategory] = useState(applied.category);
  const [text, setText] = useState(applied.text);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    setText(trimmed);
    onSearch(category, trimmed);
  };

  return (
    <form role="search" aria-label={t.title} onSubmit={submit} className="notices__search">
      <NativeSelect
        label={t.searchCategory}
        options={categoryOptions}
        value={category}
        onChange={setCategory}
        className="notices__category"
      />
      <TextField
        label={t.searchText}
        type="search"
        value={text}
        onChange={setText}
        placeholder={t.searchPlaceholder}
        maxLength={NOTICE_SEARCH_MAX}
        enterKeyHint="search"
        className="notices__text"
      />
      <Button type="submit" className="notices__submit">
        <Search size={18} aria-hidden />
        {t.search}
      </Button>
    </form>
  );
}
