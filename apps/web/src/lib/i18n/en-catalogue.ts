/** English strings of the catalogue area; merged into `en` under `catalogue`. */
export const catalogueEn = {
  title: 'Catalogue',
} as const;
