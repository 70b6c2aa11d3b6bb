import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

// Toasts are never part of the first paint, so react-hot-toast stays out of the first-load bundle.
const AppToaster = lazy(() => import('../components/ui/app-toaster').then((module) => ({ default: module.AppToaster })));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
