import { ChevronLeft, ChevronRight } from 'lucide-react';
import './button.css';
import { paginationWindow } from './pagination-window';
import { cx } from './class-names';
import './pagination.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages; nothing is rendered below 1. */
  pageCount: number;
  onPageChange: (page: number) => void;
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  getPageLabel?: (page: number) => string;
  /** Pages shown each side of the current one. Default 1. */
  siblings?: number;
  isDisabled?: boolean;
  className?: string;
}

const buttonClass = (variant: 'primary' | 'ghost', extra?: string) =>
  cx('button', 'button--native', `button--${variant}`, 'button--sm', extra);

/**
 * Page navigation: previous / next buttons and a stable window of page buttons
 * (see {@link paginationWindow}); the current page carries aria-current="page".
 *
 * Native buttons: a page change is the moment a member waits for, and React Aria's press and
 * hover state would re-render the pager (and commit) on every press before the page even changes.
 * The browser's own button has the same keyboard path, focus ring (CSS) and disabled state.
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
          <button
            type="button"
            aria-label={previousLabel}
            disabled={isDisabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
            className={buttonClass('ghost', 'button--icon')}
          >
            <span className="button__content">
              <ChevronLeft size={20} aria-hidden />
            </span>
          </button>
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
              <button
                type="button"
                aria-label={getPageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                disabled={isDisabled}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
                className={buttonClass(item === page ? 'primary' : 'ghost', 'pagination__page')}
              >
                <span className="button__content">{item}</span>
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={nextLabel}
            disabled={isDisabled || page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            className={buttonClass('ghost', 'button--icon')}
          >
            <span className="button__content">
              <ChevronRight size={20} aria-hidden />
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
