/** The result list's layout (spec 2 §9 "The popover list layout changes above 8 analyses"): one column up to 8, two above. */
export const RESULT_COLUMNS_ABOVE = 8;
export const resultLayout = (count: number): "list" | "columns" => (count > RESULT_COLUMNS_ABOVE ? "columns" : "list");
