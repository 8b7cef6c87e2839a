import { resolveVisibleColumnIds, toggleColumnId } from './columnSets';

const all = ['client', 'site', 'project', 'name', 'unit'];
const defaults = ['site', 'name'];

describe('the visible column set (spec 000 §3 selectable and default column sets)', () => {
  it('keeps the known wanted ids in the table order, once each', () => {
    expect(resolveVisibleColumnIds(['name', 'client', 'name'], all, defaults)).toEqual(['client', 'name']);
  });

  it('ignores unknown or malformed ids and falls back to the defaults when nothing is left', () => {
    expect(resolveVisibleColumnIds(['gone', 'unit'], all, defaults)).toEqual(['unit']);
    expect(resolveVisibleColumnIds(['gone', 3, null], all, defaults)).toEqual(['site', 'name']);
    expect(resolveVisibleColumnIds([], all, defaults)).toEqual(['site', 'name']);
    expect(resolveVisibleColumnIds(null, all, defaults)).toEqual(['site', 'name']);
  });

  it('always shows a column, even with broken defaults', () => {
    expect(resolveVisibleColumnIds(undefined, all, ['nope'])).toEqual(['client']);
    expect(resolveVisibleColumnIds(undefined, [], [])).toEqual([]);
  });

  it('toggles a column in place and refuses to hide the last one', () => {
    expect(toggleColumnId(['site', 'name'], 'client', all)).toEqual(['client', 'site', 'name']);
    expect(toggleColumnId(['site', 'name'], 'site', all)).toEqual(['name']);
    expect(toggleColumnId(['name'], 'name', all)).toEqual(['name']);
    expect(toggleColumnId(['name'], 'unknown', all)).toEqual(['name']);
  });
});
