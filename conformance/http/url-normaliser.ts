/**
 * A URL or path without its trailing slashes, so that joining it with a path that starts with `/` gives one slash:
 * the one normalisation of the base URL, the wallet origin and the base path the suite compares answers against.
 */
export function withoutTrailingSlash(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}
