import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginScreen } from '../../app/signIn/LoginScreen';

const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  reason: z.enum(['expired', 'unusable', 'failed']).optional().catch(undefined),
});

export const Route = createFileRoute('/login/')({
  validateSearch: loginSearchSchema,
  staticData: { titleId: 'page.login' },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, reason } = Route.useSearch();
  return <LoginScreen returnTo={redirect} reason={reason} />;
}
