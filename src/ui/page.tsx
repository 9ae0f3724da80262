import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import './page.css';
import { phrases } from './phrases';

export interface PageHeaderProps {
  /** The page title (the page's single h1). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links aligned to the end (wrap below the title on narrow screens). */
  actions?: ReactNode;
  className?: string;
}

/** The top of a page: h1 title, optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('page-header', className)}>
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

export interface CardProps {
  /** Heading of the card (h2 by default); the section is named by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** A short note next to the heading, e.g. 'Last 1 Year'. */
  description?: ReactNode;
  /** Action at the end of the header row, e.g. a 'See More +' link. */
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A bordered section of a page, with an optional heading row. */
export function Card({
  title,
  headingLevel = 2,
  description,
  action,
  children,
  className,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || description || action);
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cx('card', className)}>
      {hasHeader && (
        <div className="card__header">
          <div className="card__heading">
            {title && (
              <Heading id={headingId} className="card__title">
                {title}
              </Heading>
            )}
            {description && <p className="card__description">{phrases(description)}</p>}
          </div>
          {action && <div className="card__action">{action}</div>}
        </div>
      )}
      {children !== undefined && <div className="card__body">{children}</div>}
    </section>
  );
}
