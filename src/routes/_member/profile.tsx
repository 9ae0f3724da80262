import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/profile/api/queries';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

export const Route = createFileRoute('/_member/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  head: () => pageTitle(texts.shell.titles.profile),
  component: ProfilePage,
});
