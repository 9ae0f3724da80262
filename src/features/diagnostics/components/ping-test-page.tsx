import { Fragment, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { useIsOnline } from '@/offline/use-is-online';
import { config } from '@/lib/config';
import { formatBytes } from '@/lib/format';
import { readStorageState } from '@/offline/storage-persistence';
import { diagnosticsKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Card, PageHeader } from '@/ui/page';
import { Spinner } from '@/ui/spinner';
import { probeQueryOptions, probeUrl, type ProbeId, type ProbeResult } from '../probes';
import { useServiceWorkerState, type ServiceWorkerInfo } from '../service-worker-state';
import { useBrowserOnline } from '../use-browser-online';
import './ping-test.css';

const t = texts.ping;

// Seconds matter when support compares this page with server logs.
const formatCheckTime = (time: number) => dayjs(time).format('YYYY-MM-DD HH:mm:ss');

const absolute = (base: string) => new URL(base || '/', window.location.origin).href;

/**
 * The diagnostic page (docs/product/diagnostics.md#ping-test), made for a flaky network: both pings with their answer or error
 * and round-trip time, re-run on demand and every 10 s while visible, what the browser says about
 * the connection, the service worker, the app version and where the app sends its calls. Nothing
 * here toasts: every outcome is shown in place.
 */
export function PingTestPage() {
  const [repeat, setRepeat] = useState(true);
  const queryClient = useQueryClient();
  const service = useQuery(probeQueryOptions('service', repeat));
  const local = useQuery(probeQueryOptions('local', repeat));
  const isBrowserOnline = useBrowserOnline();
  const isReachable = useIsOnline();

  const checkedAt = Math.max(service.dataUpdatedAt, local.dataUpdatedAt);
  const serviceWorker = useServiceWorkerState(checkedAt);
  const isRunning = service.isFetching || local.isFetching;
  const results = [service.data, local.data];
  const failed = results.filter((result) => result && !result.ok).length;
  const summary = results.every(Boolean)
    ? failed === 0
      ? t.summaryOk
      : t.summaryFailed(failed)
    : t.checking;

  return (
    <div className="ping">
      <PageHeader
        title={t.title}
        subtitle={t.intro}
        actions={
          <Button
            onPress={() => void queryClient.refetchQueries({ queryKey: diagnosticsKeys.all })}
            isPending={isRunning}
            pendingLabel={t.checking}
          >
            <RefreshCw size={18} aria-hidden />
            {t.run}
          </Button>
        }
      />

      <div className="ping__status">
        <p aria-live="polite" className="ping__summary">
          {summary}
        </p>
        <Checkbox isSelected={repeat} onChange={setRepeat}>
          {t.autoRepeat}
        </Checkbox>
      </div>

      <section aria-label={t.checks} className="ping__checks">
        <ProbeCard id="service" title={t.service} query={service} />
        <ProbeCard id="local" title={t.local} query={local} />
      </section>

      <Card title={t.device} className="ping__device">
        <dl className="ping__facts ping__facts--columns">
          <div>
            <dt>{t.browser}</dt>
            <dd>
              <Status ok={isBrowserOnline}>{isBrowserOnline ? t.online : t.offline}</Status>
              <span className="ping__note">{t.browserNote}</span>
            </dd>
          </div>
          <div>
            <dt>{t.portal}</dt>
            <dd>
              <Status ok={isReachable}>{isReachable ? t.reachable : t.unreachable}</Status>
              <span className="ping__note">{t.portalNote}</span>
            </dd>
          </div>
          <div>
            <dt>{t.serviceWorker}</dt>
            <dd>
              <ServiceWorkerFacts info={serviceWorker} />
            </dd>
          </div>
          <div>
            <dt>{t.storage}</dt>
            <dd>
              <StorageFacts />
            </dd>
          </div>
          <div>
            <dt>{t.appVersion}</dt>
            <dd>{config.appVersion}</dd>
          </div>
          <div>
            <dt>{t.lastCheck}</dt>
            <dd>
              {checkedAt > 0 ? (
                <time dateTime={new Date(checkedAt).toISOString()}>
                  {formatCheckTime(checkedAt)}
                </time>
              ) : (
                t.notYet
              )}
            </dd>
          </div>
          <div>
            <dt>{t.apiBase}</dt>
            <dd>
              <Url href={absolute(config.apiBaseUrl)} />
            </dd>
          </div>
          <div>
            <dt>{t.serviceBase}</dt>
            <dd>
              <Url href={absolute(config.serviceBaseUrl)} />
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}

/** An address that wraps after its slashes rather than inside a word. */
function Url({ href }: { href: string }) {
  const parts = href.split(/(?<=\/)/);
  return (
    <code className="ping__url">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/** A green or red pill. */
function Status({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span className={ok ? 'ping__badge ping__badge--ok' : 'ping__badge ping__badge--bad'}>
      {ok ? <CircleCheck size={16} aria-hidden /> : <CircleAlert size={16} aria-hidden />}
      {children}
    </span>
  );
}

interface ProbeCardProps {
  id: ProbeId;
  title: string;
  query: UseQueryResult<ProbeResult>;
}

/** One check: its address, outcome, answer (or error) and round trip. */
function ProbeCard({ id, title, query }: ProbeCardProps) {
  const { data, isFetching } = query;
  return (
    <Card
      title={title}
      headingLevel={2}
      className={data && !data.ok ? 'ping__card ping__card--bad' : 'ping__card'}
      action={isFetching ? <Spinner size="sm" aria-label={t.checking} /> : undefined}
    >
      <dl className="ping__facts">
        <div>
          <dt>{t.endpoint}</dt>
          <dd>
            <Url href={probeUrl(id)} />
          </dd>
        </div>
        <div>
          <dt>{t.result}</dt>
          <dd>
            {data ? (
              <Status ok={data.ok}>
                {data.ok ? t.ok : t.failed}
                {data.httpStatus !== null && ` (HTTP ${data.httpStatus})`}
              </Status>
            ) : (
              t.checking
            )}
          </dd>
        </div>
        <div>
          <dt>{t.response}</dt>
          <dd
            className={data && !data.ok ? 'ping__response ping__response--bad' : 'ping__response'}
          >
            {data ? data.text : '—'}
          </dd>
        </div>
        <div>
          <dt>{t.roundTrip}</dt>
          <dd className="ping__ms">{data ? t.ms(data.ms) : '—'}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** The service worker in a few words: supported, registered, controlling, and its workers' states. */
function ServiceWorkerFacts({ info }: { info: ServiceWorkerInfo | null }) {
  if (!info) return <>{t.checking}</>;
  if (!info.supported) return <>{t.swUnsupported}</>;
  if (!info.registration) {
    return <>{info.controller ? t.swControllingBy(info.controller) : t.swNotRegistered}</>;
  }
  const { active, waiting, installing } = info.registration;
  return (
    <ul className="ping__sw">
      <li>{info.controller ? t.swControllingBy(info.controller) : t.swNotControlling}</li>
      {active && <li>{t.swWorker(t.swActive, active)}</li>}
      {waiting && <li>{t.swWorker(t.swWaiting, waiting)}</li>}
      {installing && <li>{t.swWorker(t.swInstalling, installing)}</li>}
    </ul>
  );
}

/** Whether the browser keeps the portal's storage (asked once edits wait or data was taken offline). */
function StorageFacts() {
  const { data } = useQuery({
    queryKey: diagnosticsKeys.storage(),
    queryFn: readStorageState,
    meta: { persist: false },
  });
  if (!data) return <Spinner aria-label={t.checking} />;
  return (
    <>
      {data.isPersisted === null ? (
        <span>{t.storageUnknown}</span>
      ) : (
        <Status ok={data.isPersisted}>{data.isPersisted ? t.storageKept : t.storageNotKept}</Status>
      )}
      {data.usage !== null && data.quota !== null && (
        <span className="ping__note">
          {t.storageUsed(formatBytes(data.usage), formatBytes(data.quota))}
        </span>
      )}
    </>
  );
}
