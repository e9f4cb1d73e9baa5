import './charts.css';

/** The class names of charts.css, for a remote's own SVG chart (a ranking's bars) to look like the others. */
export const chartClassNames = {
  figure: 'back-office-chart',
  legend: 'back-office-legend',
  /** Plus `${swatch}-bet|prize|profit` for the series' colour. */
  swatch: 'back-office-swatch',
  grid: 'back-office-chart-grid',
  /** The zero line of the value axis. */
  zero: 'back-office-chart-zero',
  barBet: 'back-office-bar-bet',
  barPrize: 'back-office-bar-prize',
  /** A bar below zero. */
  barLoss: 'back-office-bar-loss',
  lineProfit: 'back-office-line-profit',
  dotProfit: 'back-office-dot-profit',
  dotLoss: 'back-office-dot-loss',
} as const;
