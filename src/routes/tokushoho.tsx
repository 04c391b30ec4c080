import { createFileRoute } from '@tanstack/react-router';
import { Tokushoho } from '@/features/legal/components/legal-pages';

/** 特定商取引法に基づく表記: open to everyone, linked from the footer and the payment screen. */
export const Route = createFileRoute('/tokushoho')({ component: Tokushoho });
