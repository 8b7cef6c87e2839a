import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/user-preferences')({
  staticData: { titleId: 'page.userPreferences' },
});
