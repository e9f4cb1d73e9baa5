/**
 * The value axis of a chart: round ticks (1, 2 or 5 times a power of ten) that cover `values`
 * and zero, about `count` of them; the axis runs from the first tick to the last.
 */
export function niceTicks(values: number[], count = 4): number[] {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  if (max === min) return [0, 1];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((f) => f * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(min / step) * step; tick < max + step; tick += step) {
    ticks.push(Math.round(tick / power) * power);
    if (tick >= max) break;
  }
  return ticks;
}
