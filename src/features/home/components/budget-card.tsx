import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fundYearQueryOptions } from '@/api/funds';
import { formatWon } from '@/lib/format';
import { DataAge } from '@/offline/data-age';
import * as texts from '@/texts';
import { Card } from '@/ui/page';
import { CardFailure } from './card-failure';
import './budget-card.css';

/**
 * The home's budget card (docs/product/home.md#budget): the current school year's remaining money
 * in all, and per fund. Its code loads only for a member with funds (see HomeBudget).
 */
export default function BudgetCard({ enabled }: { enabled: boolean }) {
  const year = useQuery({ ...fundYearQueryOptions(undefined), enabled });
  const t = texts.home.budget;
  const funds = year.data?.funds ?? [];
  const remaining = funds.reduce((sum, fund) => sum + fund.remaining, 0);
  return (
    <Card
      className="home-card"
      title={t.title}
      description={year.data ? t.year(year.data.schoolYear) : undefined}
      action={
        <Link to="/budget" className="home-card__more">
          {texts.common.seeMore}
          <span className="visually-hidden"> {t.title}</span>
        </Link>
      }
    >
      {year.isError && !year.data ? (
        <CardFailure error={year.error} onRetry={() => void year.refetch()} />
      ) : (
        <div className="budget-card" aria-busy={year.isPending || undefined}>
          {year.data && funds.length === 0 ? (
            <p>{t.noFunds}</p>
          ) : (
            <>
              <p className="budget-card__total">
                <span>{t.remaining}</span>
                <strong data-testid="budget-card-remaining">
                  {year.data ? formatWon(remaining) : '–'}
                </strong>
              </p>
              <ul className="budget-card__funds">
                {funds.map((fund) => (
                  <li
                    key={fund.fundId}
                    className={fund.remaining < 0 ? 'budget-card__over' : undefined}
                  >
                    <span>{fund.name}</span>
                    <span>{formatWon(fund.remaining)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {year.data && <DataAge updatedAt={year.dataUpdatedAt} isFetching={year.isFetching} />}
    </Card>
  );
}
