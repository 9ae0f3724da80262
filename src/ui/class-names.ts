/** Joins class names, skipping empty values: `cx('button', isLarge && 'button--lg', className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
