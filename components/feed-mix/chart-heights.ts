/** The feed-mix charts' heights: the drawings use them, and so do the boxes kept free for them while recharts loads. */
export const COMPONENT_CHART_HEIGHT = 260;
export const OVER_TIME_CHART_HEIGHT = 240;
