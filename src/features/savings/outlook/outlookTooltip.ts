/** What the tooltip reads of echarts' callback params (one per series on an axis trigger). */
export interface TooltipLine {
  name?: string;
  seriesName?: string;
  value?: unknown;
  color?: unknown;
}

/**
 * The outlook charts' tooltip: the month, then one line per series with its figure as the
 * savings screens write it (to the cent, with its unit). Built as DOM nodes with textContent:
 * echarts puts a string into innerHTML.
 */
export function outlookTooltip(
  figure: (value: number) => string,
): (params: TooltipLine | TooltipLine[]) => HTMLElement {
  return (params) => {
    const list = Array.isArray(params) ? params : [params];
    const box = document.createElement('div');
    const heading = document.createElement('div');
    heading.style.fontWeight = '600';
    heading.textContent = list[0]?.name ?? '';
    box.append(heading);
    for (const param of list) {
      if (typeof param.value !== 'number') continue;
      const row = document.createElement('div');
      const swatch = document.createElement('span');
      swatch.setAttribute('aria-hidden', 'true');
      swatch.style.cssText = 'display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px';
      if (typeof param.color === 'string') swatch.style.backgroundColor = param.color;
      row.append(swatch, document.createTextNode(`${param.seriesName ?? ''}: ${figure(param.value)}`));
      box.append(row);
    }
    return box;
  };
}
