import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { setForcedSignOutHandler } from '@/api/client';
import { sessionStore } from '@/api/session';
import { signOut } from '@/features/session/sign-out';
import { startMemberSession } from '@/features/session/start';
import { startConnectivityWatch } from '@/offline/connectivity';
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
  const session = sessionStore.read();
  if (session) await startMemberSession(queryClient, session.id);

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
