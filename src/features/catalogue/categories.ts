import type { components } from '@/api/schema.gen';

type CategoryTree = components['schemas']['CategoryTree'];

/** A node of the category tree (large, medium or sub category). */
export interface CategoryNode {
  id: number;
  name: string;
  /** 0 large, 1 medium, 2 sub. */
  depth: number;
  parentId: number | undefined;
  children: CategoryNode[];
}

export interface CategoryIndex {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
}

export function indexCategoryTree(tree: CategoryTree): CategoryIndex {
  const byId = new Map<number, CategoryNode>();
  const node = (id: number, name: string, depth: number, parentId?: number): CategoryNode => {
    const created: CategoryNode = { id, name, depth, parentId, children: [] };
    byId.set(id, created);
    return created;
  };
  const roots = tree.results.map((large) => {
    const root = node(large.id, large.name, 0);
    root.children = large.mediumCategory.map((medium) => {
      const middle = node(medium.id, medium.name, 1, large.id);
      middle.children = medium.subCategory.map((sub) => node(sub.id, sub.name, 2, medium.id));
      return middle;
    });
    return root;
  });
  return { roots, byId };
}

/** The ancestors of a node, nearest first. */
export function ancestorsOf(index: CategoryIndex, id: number): number[] {
  const result: number[] = [];
  let parent = index.byId.get(id)?.parentId;
  while (parent !== undefined) {
    result.push(parent);
    parent = index.byId.get(parent)?.parentId;
  }
  return result;
}

/** Every node below a node (not the node itself). */
function descendantsOf(index: CategoryIndex, id: number): number[] {
  const result: number[] = [];
  const visit = (node: CategoryNode) => {
    for (const child of node.children) {
      result.push(child.id);
      visit(child);
    }
  };
  const start = index.byId.get(id);
  if (start) visit(start);
  return result;
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/**
 * How a node's checkbox looks for a selection: checked when it or a group above it is selected
 * (a checked group means its whole subtree), indeterminate when only part of it is.
 */
export function checkState(
  index: CategoryIndex,
  selected: readonly number[],
  id: number,
): CheckState {
  const chosen = new Set(selected);
  if (chosen.has(id) || ancestorsOf(index, id).some((ancestor) => chosen.has(ancestor))) {
    return 'checked';
  }
  return descendantsOf(index, id).some((descendant) => chosen.has(descendant))
    ? 'indeterminate'
    : 'unchecked';
}

/**
 * The shortest equivalent selection: nodes covered by a selected group are dropped, a group
 * whose children are all selected replaces them, and ids the tree does not know are dropped.
 * Sorted, so that equal selections give equal URLs and query keys.
 */
export function normalizeCategories(index: CategoryIndex, ids: readonly number[]): number[] {
  const chosen = new Set(ids.filter((id) => index.byId.has(id)));
  // Bottom-up: a medium group full of chosen subs becomes chosen, then a full large group.
  for (const depth of [1, 0]) {
    for (const node of index.byId.values()) {
      if (node.depth !== depth || node.children.length === 0) continue;
      if (node.children.every((child) => chosen.has(child.id))) {
        chosen.add(node.id);
      }
    }
  }
  return [...chosen]
    .filter((id) => !ancestorsOf(index, id).some((ancestor) => chosen.has(ancestor)))
    .sort((a, b) => a - b);
}

/**
 * Checks or unchecks one node. Checking a group selects its whole subtree; unchecking a node that
 * is covered by a checked group keeps the rest of that group checked.
 */
export function toggleCategory(
  index: CategoryIndex,
  selected: readonly number[],
  id: number,
): number[] {
  const chosen = new Set(normalizeCategories(index, selected));
  if (checkState(index, [...chosen], id) !== 'checked') {
    for (const descendant of descendantsOf(index, id)) chosen.delete(descendant);
    chosen.add(id);
    return normalizeCategories(index, [...chosen]);
  }
  if (chosen.has(id)) {
    chosen.delete(id);
    return normalizeCategories(index, [...chosen]);
  }
  // Covered by a checked group: split the group along the path down to the node.
  const path = [id, ...ancestorsOf(index, id)];
  const top = path.findIndex((node) => chosen.has(node));
  chosen.delete(path[top] as number);
  for (let level = top; level > 0; level -= 1) {
    const group = index.byId.get(path[level] as number);
    const keep = path[level - 1];
    for (const child of group?.children ?? []) if (child.id !== keep) chosen.add(child.id);
  }
  return normalizeCategories(index, [...chosen]);
}

/**
 * The tree's own search: nodes whose name contains the text (ignoring case), with their
 * ancestors (to reach them) and their subtrees (a matching group's members). Undefined when the
 * text is blank (everything is shown).
 */
export function matchCategories(index: CategoryIndex, text: string): Set<number> | undefined {
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  const shown = new Set<number>();
  for (const node of index.byId.values()) {
    if (!node.name.toLocaleLowerCase().includes(wanted)) continue;
    shown.add(node.id);
    for (const ancestor of ancestorsOf(index, node.id)) shown.add(ancestor);
    for (const descendant of descendantsOf(index, node.id)) shown.add(descendant);
  }
  return shown;
}
