import * as texts from '@/texts';
import { PageHeader } from '@/ui/page';
import { useIsOnline } from '@/offline/use-is-online';
import { DeleteAccount } from './delete-account';
import { PasswordForm } from './password-form';
import { ProfileInfoForm } from './profile-info-form';
import { SignedInDevices } from './signed-in-devices';
import './profile.css';

/**
 * Account Information (docs/product/profile.md): the information form, password change, the signed-in devices
 * (ours) and account deletion.
 */
export function ProfilePage() {
  const isOnline = useIsOnline();
  return (
    <div className="profile">
      <PageHeader title={texts.profile.title} />
      <ProfileInfoForm isOnline={isOnline} />
      <PasswordForm isOnline={isOnline} />
      <SignedInDevices isOnline={isOnline} />
      <DeleteAccount isOnline={isOnline} />
    </div>
  );
}
