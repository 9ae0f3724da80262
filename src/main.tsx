import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { setForcedSignOutHandler } from '@/api/client';
import { sessionStore } from '@/api/session';
import { registerSelectionMutationDefaults } from '@/features/selections/api/mutations';
import { registerPackDefaults } from '@/features/pwa/offline-pack';
import { signOut } from '@/features/session/sign-out';
import { startConnectivityWatch } from '@/offline/connectivity';
import { startPersistence } from '@/offline/persist';
import { createQueryClient } from '@/offline/query-client';
import { registerServiceWorker } from '@/offline/service-worker';
import { createAppRouter } from './router';
import '@/styles/tokens.css';
import '@/styles/global.css';

async function boot() {
  document.documentElement.dataset.appVersion = __APP_VERSION__;
  startConnectivityWatch();
  registerServiceWorker();
  const queryClient = createQueryClient();
  // Mutation defaults first: a restored paused mutation needs its mutationFn to resume.
  registerSelectionMutationDefaults(queryClient);
  registerPackDefaults(queryClient);

  const session = sessionStore.read();
  if (session) await startPersistence(queryClient, session.id);

  const router = createAppRouter(queryClient);
  setForcedSignOutHandler(async () => {
    await signOut(queryClient);
    await router.navigate({ to: '/sign-in' });
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
