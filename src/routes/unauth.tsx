import { createFileRoute } from '@tanstack/react-router';
import { UnauthScreen } from '@/features/status-pages/unauth-screen';

export const Route = createFileRoute('/unauth')({ component: () => <UnauthScreen /> });
