import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

// Placeholder until the page is built.
export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: () => <h1>Sign in</h1>,
});
