import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/features/status-pages/not-found-screen';

export const Route = createFileRoute('/pageNotFound')({ component: () => <NotFoundScreen /> });
