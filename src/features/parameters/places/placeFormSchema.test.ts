import { placeUpdateSchema } from '../../../entities/structure/api';
import { mapLink, parseCoordinate, placeFormSchema, timeZoneChoices, type PlaceFormValues } from './placeFormSchema';

const valid: PlaceFormValues = {
  name: 'Usine de Dunkerque',
  shortName: 'DK',
  address: '',
  zipCode: '59140',
  city: 'Dunkerque',
  country: 'France',
  latitude: '51,0343',
  longitude: '2.3768',
  timezone: 'Europe/Paris',
  companyName: '',
  companyId: '732 829 320 00074',
};

const errorsOf = (values: PlaceFormValues) => {
  const parsed = placeFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('site coordinates', () => {
  it('reads a decimal comma or point, with a sign', () => {
    expect(parseCoordinate('45,76')).toBe(45.76);
    expect(parseCoordinate(' -61.0588 ')).toBe(-61.0588);
    expect(parseCoordinate('+2')).toBe(2);
    expect(parseCoordinate('45,76,1')).toBeNull();
    expect(parseCoordinate('abc')).toBeNull();
  });

  it('refuses a latitude past ±90 and a longitude past ±180 with INVALID_GEOGRAPHIC_COORDINATES', () => {
    expect(errorsOf({ ...valid, latitude: '91' })).toEqual({ latitude: 'INVALID_GEOGRAPHIC_COORDINATES' });
    expect(errorsOf({ ...valid, longitude: '-180,5' })).toEqual({ longitude: 'INVALID_GEOGRAPHIC_COORDINATES' });
    expect(errorsOf({ ...valid, latitude: 'north' })).toEqual({ latitude: 'INVALID_GEOGRAPHIC_COORDINATES' });
    expect(errorsOf({ ...valid, latitude: '90', longitude: '-180' })).toEqual({});
    expect(errorsOf({ ...valid, latitude: '' })).toEqual({ latitude: 'required' });
  });

  it('links to the map only for valid coordinates', () => {
    expect(mapLink('45,76', '4.83')).toBe('https://www.openstreetmap.org/?mlat=45.76&mlon=4.83#map=15/45.76/4.83');
    expect(mapLink('95', '4.83')).toBeNull();
  });
});

describe('site form', () => {
  it('refuses a SIRET whose key is wrong, and an unknown time zone', () => {
    expect(errorsOf({ ...valid, companyId: '73282932000075', timezone: 'Europe/Atlantis' })).toEqual({
      companyId: 'siret',
      timezone: 'timezone',
    });
  });

  it('gives the PUT places payload: numbers, the SIRET without spaces, empty text as null', () => {
    const payload = placeFormSchema.parse(valid);
    expect(payload).toMatchObject({ latitude: 51.0343, longitude: 2.3768, companyId: '73282932000074', address: null });
    expect(placeUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('offers the IANA time zones with Europe/Paris first', () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe('Europe/Paris');
    expect(zones).toContain('America/Martinique');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
