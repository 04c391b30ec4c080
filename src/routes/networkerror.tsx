import { createFileRoute } from '@tanstack/react-router';
import { NetworkErrorScreen } from '@/features/status-pages/network-error-screen';

export const Route = createFileRoute('/networkerror')({ component: () => <NetworkErrorScreen /> });
