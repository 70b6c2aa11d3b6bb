/** English strings of the pages area; merged into `en` under `pages`. */
export const pagesEn = {
  title: 'Pages',
} as const;
