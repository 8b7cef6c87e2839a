import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/parameters/places/')({
  staticData: { titleId: 'page.places', parent: '/parameters', permission: 'place_view' },
});
