import { Suspense, use, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadQueryClient } from '@/lib/queries';

/**
 * Gives the part of a screen below it the portal's QueryClient (lib/queries.ts); the first time, it
 * shows nothing there while Query loads (the service worker has it offline). Only screens that ship
 * in a chunk of their own use it, so the first screen's code never pulls Query in.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WithClient>{children}</WithClient>
    </Suspense>
  );
}

function WithClient({ children }: { children: ReactNode }) {
  const client = use(loadQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
