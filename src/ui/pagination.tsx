import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, IconButton } from './button';
import { paginationWindow } from './pagination-window';
import { cx } from './class-names';
import './pagination.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages; nothing is rendered below 1. */
  pageCount: number;
  /** Called with the page to go to. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. Default 'Pagination'. */
  'aria-label'?: string;
  /** Accessible name of the previous button. Default 'Previous page'. */
  previousLabel?: string;
  /** Accessible name of the next button. Default 'Next page'. */
  nextLabel?: string;
  /** Accessible name of a page button. Default `Page ${page}`. */
  getPageLabel?: (page: number) => string;
  /** Pages shown each side of the current one. Default 1. */
  siblings?: number;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Page navigation: previous / next buttons and a stable window of page buttons
 * (see {@link paginationWindow}); the current page carries aria-current="page".
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  getPageLabel = (n) => `Page ${n}`,
  siblings = 1,
  isDisabled = false,
  className,
}: PaginationProps) {
  if (pageCount < 1) return null;
  const items = paginationWindow(page, pageCount, siblings);

  return (
    <nav aria-label={ariaLabel} className={cx('pagination', className)}>
      <ul className="pagination__list">
        <li>
          <IconButton
            label={previousLabel}
            variant="ghost"
            size="sm"
            isDisabled={isDisabled || page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeft size={20} aria-hidden />
          </IconButton>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li
              key={index < items.length / 2 ? 'ellipsis-start' : 'ellipsis-end'}
              className="pagination__ellipsis"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={getPageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => {
                  if (item !== page) onPageChange(item);
                }}
                className="pagination__page"
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton
            label={nextLabel}
            variant="ghost"
            size="sm"
            isDisabled={isDisabled || page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRight size={20} aria-hidden />
          </IconButton>
        </li>
      </ul>
    </nav>
  );
}
