import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/profile/api/queries';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/_member/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: ProfilePage,
});
