import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/home')({
  staticData: { titleId: 'page.home', permission: 'home_page_view' },
});
