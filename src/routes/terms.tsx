import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUse } from '@/features/legal/components/legal-pages';

/** Open to everyone, signed in or not: read before registering and before paying. */
export const Route = createFileRoute('/terms')({ component: TermsOfUse });
