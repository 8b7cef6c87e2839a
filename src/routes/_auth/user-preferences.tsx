import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/profile/ProfileScreen';

/** spec 001 §2 user-preferences: the signed-in user's profile and preferences (the current user, read by _auth). */
export const Route = createFileRoute('/_auth/user-preferences')({
  staticData: { titleId: 'page.userPreferences' },
  component: ProfileScreen,
});
