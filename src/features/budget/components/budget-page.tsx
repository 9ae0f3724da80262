import { useId, useState } from 'react';
import { FileSpreadsheet, Pencil, Plus, Trash2 } from 'lucide-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { components } from '@/api/schema.gen';
import { formatWon } from '@/lib/format';
import { kdcClassLabel } from '@/rules/kdc';
import { DataAge } from '@/offline/data-age';
import { useIsOnline } from '@/offline/use-is-online';
import { Button } from '@/ui/button';
import * as texts from '@/texts';
import { PageHeader } from '@/ui/page';
import { fundYearQueryOptions } from '@/api/funds';
import { phraseLanguage } from '@/texts/locale';
import { useDownloadReport } from '../api/download-report';
import { DeleteFundDialog, FundDialog } from './fund-dialogs';
import './budget.css';

type Fund = components['schemas']['Fund'];
type FundYear = components['schemas']['FundYear'];

const route = getRouteApi('/_member/budget');
const t = texts.budget;

/** The school year today falls in, for a year starting in `startMonth`. */
function currentSchoolYear(startMonth: number): number {
  const today = new Date();
  return today.getMonth() + 1 >= startMonth ? today.getFullYear() : today.getFullYear() - 1;
}

/**
 * The year's funds as bars and figures, set here (docs/product/budget.md#setting), and its requests
 * by fund and status and by KDC class, and their Excel export.
 */
export function BudgetPage() {
  const { year } = route.useSearch();
  const navigate = route.useNavigate();
  const { data, dataUpdatedAt, isFetching } = useSuspenseQuery(fundYearQueryOptions(year));
  const selectId = useId();
  const isOnline = useIsOnline();
  const download = useDownloadReport();
  const current = currentSchoolYear(data.startMonth);
  const years = Array.from({ length: 6 }, (_, index) => current + 1 - index);
  if (!years.includes(data.schoolYear)) years.push(data.schoolYear);

  return (
    <div className="budget">
      <PageHeader title={t.title} subtitle={t.period(data.startDate, data.endDate)} />
      <DataAge updatedAt={dataUpdatedAt} isFetching={isFetching} />
      <div className="budget__year">
        <label htmlFor={selectId}>{t.schoolYear}</label>
        <select
          id={selectId}
          value={data.schoolYear}
          onChange={(event) =>
            navigate({ search: { year: Number(event.target.value) }, replace: true })
          }
        >
          {years.map((option) => (
            <option key={option} value={option} lang={phraseLanguage(t.schoolYearOption(option))}>
              {t.schoolYearOption(option)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          isPending={download.isPending}
          isDisabled={!isOnline}
          onPress={() => download.mutate(data.schoolYear)}
        >
          <FileSpreadsheet size={18} aria-hidden />
          {t.excelDownload}
        </Button>
      </div>
      <FundFigures funds={data.funds} schoolYear={data.schoolYear} />
      <StatusReport data={data} />
      <ClassReport data={data} />
    </div>
  );
}

function FundBar({ fund }: { fund: Fund }) {
  const whole = Math.max(fund.amount, fund.spent + fund.committed, 1);
  const share = (value: number) => `${(100 * value) / whole}%`;
  return (
    <div className="budget__bar" aria-hidden>
      <span className="budget__bar-spent" style={{ width: share(fund.spent) }} />
      <span className="budget__bar-committed" style={{ width: share(fund.committed) }} />
    </div>
  );
}

function FundFigures({ funds, schoolYear }: { funds: Fund[]; schoolYear: number }) {
  const isOnline = useIsOnline();
  const [editing, setEditing] = useState<Fund | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Fund | null>(null);
  return (
    <section className="budget__section" aria-labelledby="budget-funds">
      <div className="budget__section-head">
        <h2 id="budget-funds">{t.funds}</h2>
        <Button variant="secondary" isDisabled={!isOnline} onPress={() => setEditing('new')}>
          <Plus size={16} aria-hidden />
          {t.addFund}
        </Button>
      </div>
      {!isOnline && <p className="budget__note">{t.offlineSetting}</p>}
      <FundDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        schoolYear={schoolYear}
        fund={editing === 'new' || editing === null ? undefined : editing}
        isOnline={isOnline}
      />
      <DeleteFundDialog fund={deleting} onClose={() => setDeleting(null)} isOnline={isOnline} />
      {funds.length === 0 ? (
        <p>{t.noFunds}</p>
      ) : (
        <ul className="budget__funds">
          {funds.map((fund) => (
            <li key={fund.fundId} className="budget__fund" data-testid="budget-fund">
              <h3>{fund.name}</h3>
              <FundBar fund={fund} />
              <dl className="budget__figures">
                <div>
                  <dt>{t.columns.amount}</dt>
                  <dd>{formatWon(fund.amount)}</dd>
                </div>
                <div>
                  <dt>{t.columns.committed}</dt>
                  <dd>{formatWon(fund.committed)}</dd>
                </div>
                <div>
                  <dt>{t.columns.spent}</dt>
                  <dd>{formatWon(fund.spent)}</dd>
                </div>
                <div className={fund.remaining < 0 ? 'budget__over' : undefined}>
                  <dt>{t.columns.remaining}</dt>
                  <dd>
                    {formatWon(fund.remaining)}
                    {fund.remaining < 0 ? ` (${t.overspent})` : null}
                  </dd>
                </div>
              </dl>
              <div className="budget__fund-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={!isOnline}
                  aria-label={t.editFundLabel(fund.name)}
                  onPress={() => setEditing(fund)}
                >
                  <Pencil size={16} aria-hidden />
                  {t.editFund}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={!isOnline}
                  aria-label={t.deleteFundLabel(fund.name)}
                  onPress={() => setDeleting(fund)}
                >
                  <Trash2 size={16} aria-hidden />
                  {t.deleteFund}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StatusReport({ data }: { data: FundYear }) {
  const nameOf = new Map(data.funds.map((fund) => [fund.fundId, fund.name] as const));
  return (
    <section className="budget__section" aria-labelledby="budget-by-status">
      <h2 id="budget-by-status">{t.byStatus}</h2>
      {data.byStatus.length === 0 ? (
        <p>{t.noRequests}</p>
      ) : (
        <div className="budget__table-wrap">
          <table className="budget__table">
            <thead>
              <tr>
                <th scope="col">{t.columns.fund}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.requests}</th>
                <th scope="col">{t.columns.quantity}</th>
                <th scope="col">{t.columns.total}</th>
              </tr>
            </thead>
            <tbody>
              {data.byStatus.map((row) => (
                <tr key={`${row.fundId ?? 'none'}-${row.status}`}>
                  <th scope="row">
                    {row.fundId === null ? t.noFund : (nameOf.get(row.fundId) ?? t.noFund)}
                  </th>
                  <td>{texts.orders.statusLabels[row.status]}</td>
                  <td>{row.count}</td>
                  <td>{row.quantity}</td>
                  <td>{formatWon(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ClassReport({ data }: { data: FundYear }) {
  if (data.byClass.length === 0) return null;
  return (
    <section className="budget__section" aria-labelledby="budget-by-class">
      <h2 id="budget-by-class">{t.byClass}</h2>
      <p className="budget__note">{t.byClassNote}</p>
      <div className="budget__table-wrap">
        <table className="budget__table">
          <thead>
            <tr>
              <th scope="col">{t.columns.kdcClass}</th>
              <th scope="col">{t.columns.books}</th>
              <th scope="col">{t.columns.quantity}</th>
              <th scope="col">{t.columns.total}</th>
            </tr>
          </thead>
          <tbody>
            {data.byClass.map((row) => (
              <tr key={row.kdcClass}>
                <th scope="row">{kdcClassLabel(row.kdcClass)}</th>
                <td>{row.count}</td>
                <td>{row.quantity}</td>
                <td>{formatWon(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
