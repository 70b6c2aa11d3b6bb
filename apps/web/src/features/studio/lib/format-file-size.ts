const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** '820 KB', '3.4 MB', '215 MB': one decimal only where it tells something. */
export function formatFileSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / KILOBYTE))} KB`;
  const megabytes = bytes / MEGABYTE;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
