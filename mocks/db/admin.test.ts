// @vitest-environment node
import { TEST_NOW } from '../node';
import { seedDatabase } from './database';

describe('the administration seed', () => {
  const db = seedDatabase(TEST_NOW);

  it('is the same for the same instant', () => {
    const again = seedDatabase(TEST_NOW);
    for (const table of ['users', 'roles', 'contacts', 'projectEnergies', 'supportRecords', 'supportFiles'] as const)
      expect(again[table], table).toEqual(db[table]);
  });

  it('keeps the demo accounts as users 1–5, the client contacts as ids 1..40 and the staff’s after them', () => {
    expect(db.users.slice(0, 5).map((user) => user.email)).toEqual([
      'super.admin@enersol.fr',
      'admin@enersol.fr',
      'operateur@enersol.fr',
      'lecteur@partenaire-energie.fr',
      'client@enersol.fr',
    ]);
    expect(db.users).toHaveLength(30);
    expect(new Set(db.users.map((user) => user.email)).size).toBe(30);
    expect(db.contacts.map((contact) => contact.id)).toEqual(Array.from({ length: 44 }, (_, index) => index + 1));
    expect(db.contacts.slice(0, 40).every((contact) => contact.clientId !== null)).toBe(true);
    // The internal demo accounts (users 1–4) are contacts too, bound to no client.
    expect(db.contacts.slice(40).map((contact) => [contact.email, contact.clientId])).toEqual(
      db.users.slice(0, 4).map((user) => [user.email, null]),
    );
  });

  it('gives users the permissions of their role as the roles table holds them', () => {
    for (const user of db.users) {
      const role = db.roles.find((row) => row.id === user.roles[0]?.id);
      expect(
        user.permissions.map((permission) => permission.name),
        user.email,
      ).toEqual(role?.permissions);
    }
  });

  it('gives favourites on existing projects with their site, a customer only on their client', () => {
    for (const user of db.users) {
      for (const favourite of user.favoriteProjects) {
        const project = db.projects.find((row) => row.id === favourite.id);
        expect(project?.placeId).toBe(favourite.place.id);
        if (user.client)
          expect(db.places.find((place) => place.id === favourite.place.id)?.clientId).toBe(user.client.id);
      }
    }
  });

  it('seeds one support record and 2–6 files per project', () => {
    expect(db.supportRecords.map((record) => record.project_id)).toEqual(db.projects.map((project) => project.id));
    for (const project of db.projects) {
      const files = db.supportFiles.filter((file) => file.projectId === project.id).length;
      expect(files).toBeGreaterThanOrEqual(2);
      expect(files).toBeLessThanOrEqual(6);
    }
  });
});
