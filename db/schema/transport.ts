/** transport tables: filled in by issue 5. */
export {};
