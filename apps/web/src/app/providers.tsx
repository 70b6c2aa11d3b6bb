import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIsHydrated } from '../lib/use-is-hydrated';

// Toasts are never part of the first paint, so react-hot-toast stays out of the first-load bundle.
const AppToaster = lazy(() => import('../components/ui/app-toaster').then((module) => ({ default: module.AppToaster })));

/** Not in the server-rendered page nor its hydration: toasts come later. */
function LaterToaster() {
  if (!useIsHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <LaterToaster />
    </QueryClientProvider>
  );
}
