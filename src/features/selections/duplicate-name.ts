import type { components } from '@/api/schema.gen';
import { nameKey } from '@/rules/names';
import * as texts from '@/texts';

type Selection = components['schemas']['Selection'];

/**
 * Whether a name is already used by another selection (docs/product/selection.md#names), or by a selection still waiting
 * in the offline queue: names compare as they read (nameKey: width, case and spacing aside), as
 * the server compares them.
 */
export function isDuplicateSelectionName(
  selections: readonly Selection[],
  name: string,
  exceptId?: string,
  queuedNames: readonly string[] = [],
): boolean {
  const wanted = nameKey(name);
  const reserved = [
    texts.selections.defaultId,
    texts.selections.defaultName,
    texts.selections.defaultAlias,
  ];
  return (
    reserved.some((r) => nameKey(r) === wanted) ||
    selections.some((s) => s.id !== exceptId && nameKey(s.name) === wanted) ||
    queuedNames.some((queued) => nameKey(queued) === wanted)
  );
}
