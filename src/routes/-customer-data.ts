import type { QueryClient } from '@tanstack/react-query';
import { unlessLeaving } from '@/lib/leaving';

/** Loads and sets up what the device keeps of a customer (lib/customer-data.ts) on first need. */
export function setUpCustomerData(client: QueryClient): Promise<void> {
  return unlessLeaving(() => import('@/lib/customer-data')).then((m) => m.setUpCustomerData(client));
}
