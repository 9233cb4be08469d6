/** The index of the last page that holds a row, for `count` rows (0 when there are none): Next stops there. */
export const lastPageIndex = (count: number, pageSize: number): number => Math.max(0, Math.ceil(count / pageSize) - 1);
