import { addExplanatory, clearExplanatory, explainsItself, removeExplanatory } from './explanatoryVariables';

describe('explanatory variables (spec 001 §4)', () => {
  const temperature = { variableId: 4, aggregationId: 1 };
  const temperatureMax = { variableId: 4, aggregationId: 3 };
  const production = { variableId: 11, aggregationId: 4 };

  it('adds one at a time, never the same pair twice', () => {
    const list = addExplanatory(addExplanatory([], temperature), production);
    expect(list).toEqual([temperature, production]);
    expect(addExplanatory(list, { ...temperature })).toEqual(list);
    expect(addExplanatory(list, temperatureMax)).toHaveLength(3);
  });

  it('removes by variable id and aggregation id, and clears', () => {
    const list = [temperature, temperatureMax, production];
    expect(removeExplanatory(list, { variableId: 4, aggregationId: 3 })).toEqual([temperature, production]);
    expect(clearExplanatory()).toEqual([]);
  });

  it('tells when the modelled variable is among its explanations', () => {
    expect(explainsItself(production, [temperature, production])).toBe(true);
    expect(explainsItself({ variableId: 11, aggregationId: 1 }, [temperature, production])).toBe(false);
  });
});
