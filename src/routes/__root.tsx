import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';

/** The shell of every screen. Query is no part of it: the logged-in guard provides it (_protected.tsx). */
export const Route = createRootRoute({
  component: AppShell,
});
