import { createFileRoute, redirect } from '@tanstack/react-router';
import { MemberLayout } from '@/app/layout/member-layout';

/**
 * The member area (docs/product/access.md#guard): no token → /sign-in; signed in but not approved → /waiting/{id}.
 * The guard reads only the local session, so it works offline.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => {
    const session = context.session.read();
    if (!session?.token) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
    if (!session.isApproved) {
      throw redirect({ to: '/waiting/$id', params: { id: session.id } });
    }
  },
  component: MemberLayout,
});
