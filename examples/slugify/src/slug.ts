/** Turns a title into the slug used in URLs. */
export function slugify(title: string): string {
  return title.trim()
}
