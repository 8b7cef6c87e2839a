import { structureSourceSearch } from './structureSource';
import { viewModeFromLocation } from './viewMode';

describe('the view mode read from the URL (spec 001 §4)', () => {
  it('gives each entity page its mode and id, whatever the section', () => {
    expect(viewModeFromLocation('/parameters/clients/3/main-informations', {})).toEqual({ mode: 'clientView', id: 3 });
    expect(viewModeFromLocation('/parameters/places/12/projets', { source: 'list' })).toEqual({
      mode: 'placeView',
      id: 12,
      source: 'list',
    });
    expect(viewModeFromLocation('/parameters/projects/40', { source: 'tree' })).toEqual({
      mode: 'projectView',
      id: 40,
      source: 'tree',
    });
  });

  it('gives none on the lists and elsewhere', () => {
    expect(viewModeFromLocation('/parameters/projects', {})).toEqual({ mode: 'none' });
    expect(viewModeFromLocation('/parameters/clients/', { source: 'tree' })).toEqual({ mode: 'none', source: 'tree' });
    expect(viewModeFromLocation('/home', {})).toEqual({ mode: 'none' });
    expect(viewModeFromLocation('/parameters/projects/abc/energy', {})).toEqual({ mode: 'none' });
  });

  it('reads an unknown source as none rather than failing', () => {
    expect(viewModeFromLocation('/parameters/clients/1/places', { source: 'elsewhere' })).toEqual({
      mode: 'clientView',
      id: 1,
    });
    expect(structureSourceSearch.parse(42)).toBeUndefined();
  });
});
