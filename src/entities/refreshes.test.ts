import { liveMessageSchema } from '../api/liveMessages';
import { alertEventStatsQuery } from './events/alertEventStats';
import { eventCommentsResource, eventsResource } from './events/api';
import { pendingEventsQuery } from './events/pendingEvents';
import { refresher } from './refreshes';
import { updateProfile } from './users/profile';
import { currentUserQuery } from './users/currentUser';
import { rolesResource, usersResource } from './users/usersApi';
import { importsResource } from './transfers/importsApi';
import { variablesResource } from './variables/api';
import { graphDataQuery } from './variables/seriesData';
import { downloadRequestsResource, filesResource } from './transfers/downloadsApi';
import { partialMatchKey } from '@tanstack/react-query';

/** Whether invalidating these keys reaches a query with this key (invalidation matches by prefix). */
const reaches = (keys: readonly (readonly unknown[])[], queryKey: readonly unknown[]) =>
  keys.some((key) => partialMatchKey(queryKey, key));

describe('what writes refresh', () => {
  it('an event update refreshes the home summary and the pending events', () => {
    const keys = [...refresher.keysAfterWrite(eventsResource.writeKeys.update), eventsResource.keys.lists];
    expect(reaches(keys, alertEventStatsQuery.query({ clientId: 2 }).queryKey)).toBe(true);
    expect(reaches(keys, pendingEventsQuery.query({ clientId: 2 }).queryKey)).toBe(true);
  });

  it("a comment write refreshes its event's comment count", () => {
    const keys = refresher.keysAfterWrite(eventCommentsResource(7).writeKeys.create);
    expect(reaches(keys, eventsResource.keys.detail(7))).toBe(true);
    expect(reaches(keys, eventsResource.keys.list({ limit: 10 }))).toBe(true);
  });

  it('a user, profile or role update reloads the current user (spec 001 §4)', () => {
    for (const write of [usersResource.writeKeys.update, updateProfile.key, rolesResource.writeKeys.update]) {
      expect(reaches(refresher.keysAfterWrite(write), currentUserQuery.key)).toBe(true);
    }
  });
});

describe('what live messages refresh (spec 000 §7)', () => {
  it('every message type but the manual data download (which only sends the browser to a file) has a rule', () => {
    const types = liveMessageSchema.options.map((option) => option.shape.type.value);
    expect(types.filter((type) => refresher.keysAfterLive(type).length === 0)).toEqual(['manual_data_download']);
  });

  it('an import’s progress refreshes the charts’ series and the manual variables (their values may be new)', () => {
    const keys = refresher.keysAfterLive('manual_data_upload');
    expect(reaches(keys, graphDataQuery.query({ id: 7, aggregationId: 1, start: 'a', end: 'b' }).queryKey)).toBe(true);
    expect(reaches(keys, variablesResource.keys.list({ placeId: 1, type: 'manual_variable' }))).toBe(true);
  });

  it('an import message refreshes the imports; a ready download the requests and files', () => {
    expect(reaches(refresher.keysAfterLive('manual_data_upload'), importsResource.keys.list({}))).toBe(true);
    const download = refresher.keysAfterLive('download_request');
    expect(reaches(download, downloadRequestsResource.keys.list({}))).toBe(true);
    expect(reaches(download, filesResource.keys.list({}))).toBe(true);
  });
});
