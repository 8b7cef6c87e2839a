import { maintenanceTarget } from './maintenanceRedirect';

describe('the maintenance redirect', () => {
  it('remembers the refused URL with its search', () => {
    expect(maintenanceTarget({ pathname: '/events', href: '/events?search=Pompe&view=all' })).toEqual({
      from: '/events?search=Pompe&view=all',
    });
  });

  it('keeps the first refused URL when already on the maintenance page', () => {
    expect(maintenanceTarget({ pathname: '/maintenance', href: '/maintenance?from=%2Fevents' })).toBeNull();
  });
});
