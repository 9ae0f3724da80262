import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { NativeSelect } from '@/ui/native-select';
import { TextField } from '@/ui/text-field';
import { PAGE_SIZES, type PageSize } from '@/lib/url-params';
import { READER_KEYS, SORT_KEYS, type ReaderKey, type SortKey } from '../search';

const sortOptions = SORT_KEYS.map((key) => ({
  value: key,
  label: texts.catalogue.sortOptions[key],
}));
const readerOptions = READER_KEYS.map((key) => ({
  value: key,
  label: texts.catalogue.readerOptions[key],
}));
const sizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

export interface CatalogueToolbarProps {
  /** The active search text (search mode), if any. */
  query: string | undefined;
  onSearch: (text: string) => void;
  onResetSearch: () => void;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  readers: ReaderKey;
  onReadersChange: (readers: ReaderKey) => void;
  size: PageSize;
  onSizeChange: (size: PageSize) => void;
}

/**
 * Search box (Enter or the button; trimmed; Reset Search once a search is active), sort selector,
 * readers selector (docs/product/catalogue.md#readers) and page-size selector
 * (docs/product/catalogue.md#search), all three as native selects.
 */
export function CatalogueToolbar({
  query,
  onSearch,
  onResetSearch,
  sort,
  onSortChange,
  readers,
  onReadersChange,
  size,
  onSizeChange,
}: CatalogueToolbarProps) {
  const [text, setText] = useState(query ?? '');
  const [shown, setShown] = useState(query);
  // Back/forward or a link changed the search: show it.
  if (query !== shown) {
    setShown(query);
    setText(query ?? '');
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    setText(value);
    if (value) onSearch(value);
    else if (query) onResetSearch();
  };

  return (
    <div className="catalogue-toolbar">
      <form role="search" className="catalogue-toolbar__search" onSubmit={submit}>
        <TextField
          label={texts.catalogue.search}
          isLabelHidden
          type="search"
          placeholder={texts.catalogue.searchPlaceholder}
          value={text}
          onChange={setText}
          maxLength={200}
          className="catalogue-toolbar__search-field"
        />
        <Button type="submit" className="catalogue-toolbar__search-button">
          <Search size={18} aria-hidden />
          <span>{texts.catalogue.search}</span>
        </Button>
        {query !== undefined && (
          <Button
            variant="secondary"
            onPress={() => {
              setText('');
              onResetSearch();
            }}
          >
            <X size={18} aria-hidden />
            <span>{texts.catalogue.resetSearch}</span>
          </Button>
        )}
      </form>
      <div className="catalogue-toolbar__options">
        <NativeSelect
          label={texts.catalogue.sort}
          options={sortOptions}
          value={sort}
          onChange={onSortChange}
          className="catalogue-toolbar__sort"
        />
        <NativeSelect
          label={texts.catalogue.readers}
          options={readerOptions}
          value={readers}
          onChange={onReadersChange}
          className="catalogue-toolbar__readers"
        />
        <NativeSelect
          label={texts.catalogue.pageSize}
          options={sizeOptions}
          value={String(size)}
          onChange={(value) => onSizeChange(Number(value) as PageSize)}
          className="catalogue-toolbar__size"
        />
      </div>
    </div>
  );
}
