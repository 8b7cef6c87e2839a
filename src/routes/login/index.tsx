import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../app/signIn/LoginScreen';
import { loginSearchFrom } from '../../app/signIn/loginSearch';

/** Reached inside the app (a guard's redirect); a direct visit to /login starts lighter (main.tsx). */
export const Route = createFileRoute('/login/')({
  validateSearch: loginSearchFrom,
  staticData: { titleId: 'page.login' },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, reason } = Route.useSearch();
  return <LoginScreen returnTo={redirect} reason={reason} />;
}
