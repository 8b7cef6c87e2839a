import { partialMatchKey } from '@tanstack/react-query';
import { refresher } from '../refreshes';
import { clientPlaceTreeQuery, clientsResource, placesResource, projectsResource } from './api';
import { structureChoicesQuery } from './structureChoices';

/** Whether invalidating these keys reaches a query with this key (invalidation matches by prefix). */
const reaches = (keys: readonly (readonly unknown[])[], queryKey: readonly unknown[]) =>
  keys.some((key) => partialMatchKey(queryKey, key));

describe('after a project is added (spec 001 §4 "Adding a project reloads the client places")', () => {
  const keys = [...refresher.keysAfterWrite(projectsResource.writeKeys.create), projectsResource.keys.lists];

  it('the client places reload: every sites list and site', () => {
    expect(reaches(keys, placesResource.keys.list({ clientId: 1 }))).toBe(true);
    expect(reaches(keys, placesResource.keys.list())).toBe(true);
    expect(reaches(keys, placesResource.keys.detail(3))).toBe(true);
  });

  it('the client-site-project tree and the structure filters reload', () => {
    expect(reaches(keys, clientPlaceTreeQuery().queryKey)).toBe(true);
    expect(reaches(keys, structureChoicesQuery().queryKey)).toBe(true);
    expect(reaches(keys, clientsResource.keys.list())).toBe(true);
  });

  it('the projects lists reload, a site’s projects among them', () => {
    expect(reaches(keys, projectsResource.keys.list({ placeId: 3 }))).toBe(true);
  });
});
