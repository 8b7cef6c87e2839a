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
import { ApiError } from '../api/apiError';
import { graphsResource } from './explorer/api';
import { alertsResource } from './alerting/api';
import { clientPlaceTreeQuery, placesResource } from './structure/api';
import { supportFileDownload, supportFilesQuery } from './structure/supportApi';
import { importFileUpload } from './transfers/importsApi';

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

describe('what the forms used to refresh themselves', () => {
  it('a saved graph is read again with its data', () => {
    const keys = refresher.keysAfterWrite(graphsResource.writeKeys.update);
    expect(reaches(keys, graphsResource.keys.detail(4))).toBe(true);
    expect(reaches(keys, graphDataQuery.query({ id: 4, aggregationId: 1, start: 'a', end: 'b' }).queryKey)).toBe(true);
  });

  it('a saved alert is read again', () => {
    expect(reaches(refresher.keysAfterWrite(alertsResource.writeKeys.update), alertsResource.keys.detail(3))).toBe(
      true,
    );
  });

  it('a user update refreshes the client places (spec 001 §4)', () => {
    const keys = refresher.keysAfterWrite(usersResource.writeKeys.update);
    expect(reaches(keys, placesResource.keys.list({ limit: 10 }))).toBe(true);
    expect(reaches(keys, clientPlaceTreeQuery().queryKey)).toBe(true);
  });

  it('a downloaded technical file and a sent import file refresh their lists', () => {
    expect(reaches(refresher.keysAfterWrite(supportFileDownload.key), supportFilesQuery.key)).toBe(true);
    expect(reaches(refresher.keysAfterWrite(importFileUpload.key), importsResource.keys.list({ limit: 10 }))).toBe(
      true,
    );
  });

  it('a refused event update reads the event again; an import only when it moved on', () => {
    const refused = new ApiError(409, ['ALERT_EVENT_STATUS_WORKFLOW_ERROR']);
    expect(
      reaches(refresher.keysAfterFailure(eventsResource.writeKeys.update, refused), eventsResource.keys.detail(7)),
    ).toBe(true);
    const movedOn = new ApiError(409, ['IMPORT_WORKFLOW_ERROR']);
    const lists = importsResource.keys.list({ limit: 10 });
    expect(reaches(refresher.keysAfterFailure(importsResource.writeKeys.update, movedOn), lists)).toBe(true);
    expect(reaches(refresher.keysAfterFailure(importsResource.writeKeys.remove, movedOn), lists)).toBe(true);
    const serverError = new ApiError(500, ['SERIALIZER_ERROR']);
    expect(refresher.keysAfterFailure(importsResource.writeKeys.update, serverError)).toEqual([]);
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
