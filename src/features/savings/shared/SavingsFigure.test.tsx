import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithApp';
import { SavingsFigure } from './SavingsFigure';

// A router-free figure: the app's providers (language, theme) are all it needs.
const figures = (
  <ul>
    <li>
      <SavingsFigure kind="euros" value={1234.5} />
    </li>
    <li>
      <SavingsFigure kind="euros" value={-6193.886} signed />
    </li>
    <li>
      <SavingsFigure kind="co2" value={58.031} signed />
    </li>
    <li>
      <SavingsFigure kind="energy" value={554} unit="MWh PCS" />
    </li>
    <li>
      <SavingsFigure kind="energy" value={-0.001} unit="t" signed />
    </li>
  </ul>
);

describe('SavingsFigure', () => {
  it('writes euros excl. tax to the cent, tCO2e and units with their signs, in English', async () => {
    renderWithProviders(figures);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '€1,234.50 excl. tax',
      '-€6,193.89 excl. tax',
      '+58.03 tCO2e',
      '554.00 MWh GCV',
      '0.00 t',
    ]);
  });
});
