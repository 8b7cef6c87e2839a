// @vitest-environment jsdom
import type { EChartsType } from 'echarts/core';
import { echarts } from '../../../ui/Chart/echartsSetup';
import { CHART_THEME, optionForScheme } from '../../../ui/Chart/chartTheme';
import { CHART_PALETTE } from '../../../ui/Chart/palette';
import { renderOffscreen } from './offscreenChart';

describe('an export drawn from a chart on the dark scheme (issue 36)', () => {
  it('is drawn in the light theme and colours, on white', async () => {
    const setOption = vi.fn();
    const getDataURL = vi.fn(() => 'data:image/png;base64,');
    const init = vi
      .spyOn(echarts, 'init')
      .mockReturnValue({ setOption, getDataURL, dispose: vi.fn() } as unknown as EChartsType);
    const drawnDark = optionForScheme(
      { color: [...CHART_PALETTE], series: [{ type: 'line', data: [[1, 2]] }] },
      'dark',
    );

    await renderOffscreen(drawnDark, { width: 100, height: 50, pixelRatio: 1 }, 'png');

    expect(init).toHaveBeenCalledWith(expect.anything(), CHART_THEME, expect.anything());
    expect(setOption.mock.calls[0]?.[0]).toMatchObject({ color: [...CHART_PALETTE] });
    expect(getDataURL).toHaveBeenCalledWith(expect.objectContaining({ backgroundColor: '#fff' }));
  });
});
