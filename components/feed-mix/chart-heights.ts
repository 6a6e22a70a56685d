/** The feed-mix charts' heights (mix-charts.tsx). */
export const COMPONENT_CHART_HEIGHT = 260;
export const OVER_TIME_CHART_HEIGHT = 240;
