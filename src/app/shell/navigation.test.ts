import { permissionsForRole } from '../../../mocks/rolePermissions';
import { PERMISSION_NAMES } from '../../lib/permissions';
import { NAVIGATION, visibleNavigation } from './navigation';

const asUser = (names: readonly string[]) => ({ permissions: names.map((name) => ({ name })) });
const labels = (user: Parameters<typeof visibleNavigation>[0]) =>
  visibleNavigation(user).flatMap((group) => group.items.map((item) => item.labelId));

describe('navigation by permission', () => {
  it('shows everything to a user holding every permission', () => {
    expect(labels(asUser(PERMISSION_NAMES))).toHaveLength(NAVIGATION.flatMap((group) => group.items).length);
  });

  it('shows nothing when the user has no permission list (spec 000 §6)', () => {
    expect(visibleNavigation({ permissions: null })).toEqual([]);
    expect(visibleNavigation(undefined)).toEqual([]);
  });

  it('shows a page to whoever may read it, and drops empty groups', () => {
    const reader = labels(asUser(permissionsForRole('reader')));
    expect(reader).toContain('page.variables');
    // The roles matrix is read with permission_role_view (spec 001 §6), which the reader holds.
    expect(reader).toContain('page.permissions');
    expect(labels(asUser(permissionsForRole('customer_reader')))).not.toContain('page.permissions');
    const onlyHome = visibleNavigation(asUser(['home_page_view']));
    expect(onlyHome).toHaveLength(1);
    expect(onlyHome[0]?.items.map((item) => item.to)).toEqual(['/home']);
  });

  it('offers the manual variables and imports to whoever may read imports (spec 001 §6 variable_import)', () => {
    expect(labels(asUser(permissionsForRole('reader')))).toContain('page.manualConfig');
    expect(labels(asUser(['variable_import_view']))).toEqual(['page.manualConfig']);
    expect(labels(asUser(['variable_configuration_manage']))).not.toContain('page.manualConfig');
  });
});
