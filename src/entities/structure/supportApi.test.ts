// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  supportChoicesQuery,
  supportFileSchema,
  supportFilesQuery,
  supportRecordQuery,
  supportRecordSchema,
} from './supportApi';

const api = await setupMockApiClient('u3', { quiet: true });

describe('support (BEX) schemas parse every seeded record and file', () => {
  it('one record per project, with its technical info', async () => {
    api.signInAs('u3');
    for (let projectId = 1; projectId <= 17; projectId += 1) {
      const record = await supportRecordQuery.fetch(projectId);
      supportRecordSchema.parse(record);
      expect(record.project_id).toBe(projectId);
      expect(record.technicalInfo.freeSpaceC).toBeGreaterThan(0);
    }
  });

  it('two to six technical files per project, across pages', async () => {
    api.signInAs('u3');
    for (let projectId = 1; projectId <= 17; projectId += 1) {
      const files = await readAllPages(supportFilesQuery.fetch, { projectId }, 2);
      for (const file of files) supportFileSchema.parse(file);
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.length).toBeLessThanOrEqual(6);
    }
  });

  it('the choice lists, and the refusal for a customer', async () => {
    api.signInAs('u3');
    const choices = await supportChoicesQuery.fetch(undefined);
    expect(choices.data.solutions?.length).toBeGreaterThan(0);
    api.signInAs('u5');
    await expect(supportRecordQuery.fetch(1)).rejects.toMatchObject({ status: 403, messages: ['PERMISSION_DENIED'] });
  });
});
