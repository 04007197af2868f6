/** The ILIKE pattern "contains `q`", with LIKE's own characters (\ % _) matched literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
