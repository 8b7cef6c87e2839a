import { inputsFromConfiguration, inputsFromSearch } from './analyticsSearch';
import { inputsDifferFrom, stateMatchesInputs } from './runInputs';

const saved = inputsFromConfiguration({
  id: 4,
  projectId: 1,
  variableToModel: { variableId: 3, aggregationId: 5 },
  variablesExplicatives: [
    { variableId: 4, aggregationId: 1 },
    { variableId: 10, aggregationId: 1 },
  ],
  start: '2026-08-20T22:00:00.000Z',
  end: '2026-11-14T23:00:00.000Z',
  sampling: 1,
  samplingUnit: 'days',
});

describe('a run’s and a saved model’s inputs against those on screen', () => {
  it('matches a run by its variables, in any order, aggregations included', () => {
    const state = {
      variableToModel: { variableId: 3, aggregationId: 5 },
      variablesExplicatives: [
        { variableId: 10, aggregationId: 1 },
        { variableId: 4, aggregationId: 1 },
      ],
    };
    expect(stateMatchesInputs(state, saved)).toBe(true);
    expect(stateMatchesInputs(state, { ...saved, explanatory: [{ variableId: 4, aggregationId: 1 }] })).toBe(false);
    expect(stateMatchesInputs(state, { ...saved, target: { variableId: 3, aggregationId: 1 } })).toBe(false);
    expect(stateMatchesInputs(state, { ...saved, target: null })).toBe(false);
  });

  it('tells the loaded model’s inputs edited once a variable, the period or the sampling changes', () => {
    expect(inputsDifferFrom({ ...saved }, saved)).toBe(false);
    expect(inputsDifferFrom({ ...saved, explanatory: [...saved.explanatory].reverse() }, saved)).toBe(false);
    expect(inputsDifferFrom({ ...saved, explanatory: saved.explanatory.slice(1) }, saved)).toBe(true);
    expect(inputsDifferFrom({ ...saved, period: { shortcut: 'M-3' } }, saved)).toBe(true);
    expect(inputsDifferFrom({ ...saved, sampling: { sampling: 1, samplingUnit: 'hours' } }, saved)).toBe(true);
    expect(inputsDifferFrom(inputsFromSearch({ projectId: 1, target: '3:5', explain: ['4:1', '10:1'] }), saved)).toBe(
      true,
    );
  });
});
