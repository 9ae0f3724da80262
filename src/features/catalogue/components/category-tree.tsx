import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import * as texts from '@/texts';
import { IconButton } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { Button } from '@/ui/button';
import { categoryTreeQueryOptions } from '../api/queries';
import {
  ancestorsOf,
  checkState,
  indexCategoryTree,
  matchCategories,
  toggleCategory,
  type CategoryIndex,
  type CategoryNode,
} from '../categories';

export interface CategoryTreeProps {
  /** The checked categories (a checked group stands for its subtree). */
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/**
 * The filter panel's category tree (docs/product/catalogue.md#category-tree): checkboxes, expandable groups and a search box of
 * its own. Checking a group checks its whole subtree; a partly checked group shows a dash.
 */
export function CategoryTree({ value, onChange }: CategoryTreeProps) {
  const labelId = useId();
  const { data, isPending, isError, refetch } = useQuery(categoryTreeQueryOptions());
  const index = useMemo(() => (data ? indexCategoryTree(data) : undefined), [data]);
  const [text, setText] = useState('');

  return (
    <div className="category-tree" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="filter-panel__label">
        {texts.catalogue.categories}
      </span>
      <TextField
        label={texts.catalogue.categorySearch}
        isLabelHidden
        placeholder={texts.catalogue.categoryPlaceholder}
        type="search"
        value={text}
        onChange={setText}
        className="category-tree__search"
      />
      {isPending ? (
        <Spinner size="sm" aria-label={texts.common.loading} />
      ) : isError || !index ? (
        <p className="category-tree__error">
          {texts.catalogue.categoryTreeFailed}{' '}
          <Button variant="ghost" size="sm" onPress={() => void refetch()}>
            {texts.common.retry}
          </Button>
        </p>
      ) : (
        <TreeBody index={index} value={value} onChange={onChange} text={text} />
      )}
    </div>
  );
}

function TreeBody({
  index,
  value,
  onChange,
  text,
}: CategoryTreeProps & { index: CategoryIndex; text: string }) {
  // Groups holding a checked category start open, so the member sees what is checked.
  const [expanded, setExpanded] = useState<Set<number>>(
    () => new Set(value.flatMap((id) => ancestorsOf(index, id))),
  );
  const matches = useMemo(() => matchCategories(index, text), [index, text]);
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (nodes: CategoryNode[]) => (
    <ul className="category-tree__list">
      {nodes
        .filter((node) => !matches || matches.has(node.id))
        .map((node) => {
          const hasChildren = node.children.length > 0;
          // While searching, the groups leading to a match are open.
          const isOpen = hasChildren && (matches ? true : expanded.has(node.id));
          const state = checkState(index, value, node.id);
          return (
            <li key={node.id} className="category-tree__item" data-depth={node.depth}>
              <div className="category-tree__row">
                {hasChildren ? (
                  <IconButton
                    label={`${isOpen ? texts.catalogue.collapseGroup : texts.catalogue.expandGroup} ${node.name}`}
                    size="sm"
                    aria-expanded={isOpen}
                    isDisabled={Boolean(matches)}
                    onPress={() => toggleExpanded(node.id)}
                    className="category-tree__toggle"
                    data-open={isOpen || undefined}
                  >
                    <ChevronRight size={16} aria-hidden />
                  </IconButton>
                ) : (
                  <span className="category-tree__spacer" aria-hidden="true" />
                )}
                <Checkbox
                  isSelected={state === 'checked'}
                  isIndeterminate={state === 'indeterminate'}
                  onChange={() => onChange(toggleCategory(index, value, node.id))}
                  className="category-tree__checkbox"
                >
                  {node.name}
                </Checkbox>
              </div>
              {isOpen && renderNodes(node.children)}
            </li>
          );
        })}
    </ul>
  );

  if (matches?.size === 0) {
    return <p className="category-tree__empty">{texts.common.noResults}</p>;
  }
  return <div className="category-tree__scroll">{renderNodes(index.roots)}</div>;
}
