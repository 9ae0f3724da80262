import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';

/** / (000 §2): the member home. Its cards load themselves (secondary panels, never blocking). */
export const Route = createFileRoute('/_member/')({
  component: HomePage,
});
