import { useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { getErrorMessage } from '@/api/errors';
import { formatDateTime } from '@/lib/format';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/page';
import { useEndOtherSignIns } from '../api/end-other-sign-ins';
import { signInsQueryOptions } from '../api/queries';
import { OfflineNote } from './offline-note';

const t = texts.profile;

/**
 * The member's active sign-ins (device, when it signed in, last use) and "Sign out everywhere
 * else": a member who finds a device they do not know can end it at once.
 */
export function SignedInDevices({ isOnline }: { isOnline: boolean }) {
  const signIns = useQuery(signInsQueryOptions());
  const endOthers = useEndOtherSignIns();
  const list = signIns.data?.results ?? [];
  const hasOthers = list.some((signIn) => !signIn.current);

  return (
    <Card title={t.signInsTitle} className="profile__card">
      <p className="profile__devices-text">{t.signInsText}</p>
      {signIns.isPending && <p role="status">{t.signInsLoading}</p>}
      {signIns.isError && <p role="alert">{t.signInsFailed(getErrorMessage(signIns.error))}</p>}
      {list.length > 0 && (
        <ul className="profile__devices">
          {list.map((signIn) => (
            <li key={signIn.id} className="profile__device">
              <MonitorSmartphone size={20} aria-hidden />
              <div>
                <p className="profile__device-name">
                  {signIn.device}
                  {signIn.current && (
                    <span className="profile__device-current">{t.thisDevice}</span>
                  )}
                </p>
                <p className="profile__device-meta">
                  {t.lastUsed(formatDateTime(signIn.lastUsedAt))} ·{' '}
                  {t.signedInAt(formatDateTime(signIn.signedInAt))}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {signIns.isSuccess && !hasOthers && <p>{t.noOtherSignIns}</p>}
      <div className="profile__actions">
        <Button
          variant="secondary"
          onPress={() => endOthers.mutate()}
          isDisabled={!isOnline || !hasOthers}
          isPending={endOthers.isPending}
        >
          <LogOut size={16} aria-hidden />
          {t.endOtherSignIns}
        </Button>
      </div>
      <OfflineNote isOnline={isOnline} />
    </Card>
  );
}
