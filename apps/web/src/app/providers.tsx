import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/ui/app-toaster';
import { LocaleProvider } from '../lib/i18n/locale';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider>
        {children}
        <AppToaster />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
