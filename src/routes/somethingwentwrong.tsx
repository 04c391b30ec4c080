import { createFileRoute } from '@tanstack/react-router';
import { SomethingWentWrongScreen } from '@/features/status-pages/something-went-wrong-screen';

export const Route = createFileRoute('/somethingwentwrong')({ component: () => <SomethingWentWrongScreen /> });
