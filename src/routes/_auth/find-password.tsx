import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FindPasswordPage } from '@/features/auth/components/find-password-page';

/** /find-password (000 §2); `missing` is set by /change-password reached without e-mail or code. */
export const Route = createFileRoute('/_auth/find-password')({
  validateSearch: z.object({ missing: z.boolean().optional().catch(undefined) }),
  component: FindPasswordRoute,
});

function FindPasswordRoute() {
  const { missing } = Route.useSearch();
  return <FindPasswordPage missing={missing} />;
}
