/** The feed-mix charts' heights: the drawings use them, and so do their placeholders (without loading recharts). */
export const COMPONENT_CHART_HEIGHT = 260;
export const OVER_TIME_CHART_HEIGHT = 240;
