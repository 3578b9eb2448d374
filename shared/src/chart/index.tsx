// `@platform/shared/chart`: small accessible SVG charts, a subpath of their own so that only the pages
// that draw one download it (the profile loads it lazily with its progress section).
export { ScoreChart, scoreChartModel, SCORE_CHART_HEIGHT, SCORE_CHART_WIDTH, type ScoreChartProps, type ScorePoint } from './score-chart';
