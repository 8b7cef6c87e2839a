// @vitest-environment node
import { createTestMockApi, TEST_API_BASE_URL } from '../../../mocks/node';
import { initHttpClient } from '../../api/http';
import { supportChoicesQuery, supportFileSchema, supportFilesQuery, supportRecordQuery, supportRecordSchema } from './supportApi';

const api = await createTestMockApi();
const quiet = { reportError: () => undefined, reportMessages: () => undefined, reportSuccess: () => undefined };
function signedInAs(accountId: string) {
  const token = () => api.signToken(accountId);
  initHttpClient(TEST_API_BASE_URL, { getAccessToken: token, refreshAccessToken: token, onUnauthorized: () => Promise.resolve(), reporter: quiet });
}
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.server.close());

describe('support (BEX) schemas parse every seeded record and file', () => {
  it('one record per project, with its technical info', async () => {
    signedInAs('u3');
    for (let projectId = 1; projectId <= 17; projectId += 1) {
      const record = await supportRecordQuery.fetch(projectId);
      supportRecordSchema.parse(record);
      expect(record.project_id).toBe(projectId);
      expect(record.technicalInfo.freeSpaceC).toBeGreaterThan(0);
    }
  });

  it('two to six technical files per project, across pages', async () => {
    signedInAs('u3');
    for (let projectId = 1; projectId <= 17; projectId += 1) {
      const files = [];
      for (let offset = 0; ; offset += 2) {
        const page = await supportFilesQuery.fetch({ projectId, limit: 2, offset });
        files.push(...page.data);
        if (files.length >= page.total_count) break;
      }
      for (const file of files) supportFileSchema.parse(file);
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.length).toBeLessThanOrEqual(6);
    }
  });

  it('the choice lists, and the refusal for a customer', async () => {
    signedInAs('u3');
    const choices = await supportChoicesQuery.fetch(undefined);
    expect(choices.data.solutions?.length).toBeGreaterThan(0);
    signedInAs('u5');
    await expect(supportRecordQuery.fetch(1)).rejects.toMatchObject({ status: 403, messages: ['PERMISSION_DENIED'] });
  });
});
