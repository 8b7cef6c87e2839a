import type { Variable } from '../api';
import {
  PICKER_PAGE_SIZE,
  toggleVariable,
  truncation,
  variablePickerParams,
  withoutVariable,
} from './variablePickerQuery';

const variable = (id: number) => ({ id, name: `V${id}` }) as Variable;

describe('variablePickerParams', () => {
  it('sends the caller’s filter, the trimmed name and one bounded page', () => {
    expect(variablePickerParams({ placeId: 3, acquisitionDeviceId: 9, type: 'variable' }, '  pompe ')).toEqual({
      placeId: 3,
      acquisitionDeviceId: 9,
      type: 'variable',
      name: 'pompe',
      limit: PICKER_PAGE_SIZE,
      offset: 0,
      ordering: 'name',
    });
  });

  it('leaves out an empty name and unset filters, so that one view has one query key', () => {
    expect(variablePickerParams({ projectId: undefined, unitName: '' }, '   ', 20)).toEqual({
      limit: 20,
      offset: 0,
      ordering: 'name',
    });
    expect(variablePickerParams(undefined, '')).toEqual({ limit: PICKER_PAGE_SIZE, offset: 0, ordering: 'name' });
  });
});

describe('the selection', () => {
  it('toggles with several, replaces or clears with one', () => {
    const [a, b] = [variable(1), variable(2)];
    expect(toggleVariable([a], b, true)).toEqual([a, b]);
    expect(toggleVariable([a, b], a, true)).toEqual([b]);
    expect(toggleVariable([a], b, false)).toEqual([b]);
    expect(toggleVariable([a], a, false)).toEqual([]);
    expect(withoutVariable([a, b], 2)).toEqual([a]);
  });

  it('says the list is cut only when the server has more', () => {
    expect(truncation(100, 1834)).toEqual({ shown: 100, total: 1834 });
    expect(truncation(12, 12)).toBeNull();
  });
});
