/** The `holder` index value of an external account that belongs to the platform (customer ids are never empty). */
export const platformHolder = '';
