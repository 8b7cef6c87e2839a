import { createFileRoute } from '@tanstack/react-router';
import { SignInCallbackScreen } from '../../app/signIn/SignInCallbackScreen';

export const Route = createFileRoute('/login/callback')({
  staticData: { titleId: 'auth.callback.title' },
  component: SignInCallbackScreen,
});
