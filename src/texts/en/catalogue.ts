export const catalogue = {
  title: 'Book', // (ours) page title, the menu label
  filterPanel: 'Filter', // (ours)
  showFilters: 'Show filters', // (ours)
  hideFilters: 'Hide filters', // (ours)
  categories: 'Category',
  categorySearch: 'Search categories', // (ours)
  categoryPlaceholder: '카테고리 선택',
  titleFilter: 'Title',
  publisher: 'Publisher',
  author: 'Author',
  keyword: 'Keyword',
  saveFilter: 'Save',
  saveFilterQuestion: 'Would you like to save?',
  filterName: 'Filter name', // (ours)
  filterCreated: 'The filter has been saved.', // (ours; wording not shown)
  filterCreateFailed: '필터 생성에 실패했습니다.',
  filterUpdated: 'The filter has been updated.', // (ours; wording not shown)
  filterUpdateFailed: 'The filter could not be updated.', // (ours; wording not shown)
  filterDeleted: 'The filter has been deleted.', // (ours)
  filterDeleteFailed: 'The filter could not be deleted.', // (ours)
  deleteFilterQuestion: 'Would you like to delete this filter?', // (ours)
  allFilter: 'All',
  search: 'Search',
  searchPlaceholder: 'Search books', // (ours)
  resetSearch: 'Reset Search',
  sort: 'Sort',
  sortOptions: {
    none: 'None',
    classification: 'Classification',
    author: 'Author',
    publisher: 'Publisher',
    title: 'Title',
    latest: 'Latest publication date',
  },
  pageSize: 'Page size', // (ours)
  // (ours) issue 36: 독자대상, the 부가기호's first digit (docs/product/catalogue.md#readers)
  readers: 'Readers 독자대상',
  readerOptions: {
    all: 'Every reader',
    noStudyAid: 'All but study aids (학습참고서)',
    general: '교양',
    practical: '실용',
    youth: '청소년',
    studyAid: '학습참고서',
    children: '아동',
    professional: '전문',
    unmarked: 'Without 부가기호',
  },
  selectedList: 'Selected Books List',
  clearAll: 'Clear All',
  remove: 'Remove', // (ours)
  removeChip: (value: string) => `Remove ${value}`, // (ours) a filter chip's remove button
  addToSelection: 'Add to My Selection',
  addToSelectionQuestion: 'Add the selected books to this selection?', // (ours)
  chooseSelection: 'My Selection', // (ours) label of the chooser
  addedToSelection: '아이템이 추가되었습니다',
  addToSelectionFailed: '아이템 추가에 실패했습니다',
  // (ours) everything below: names and states the product rules do not word
  tabsLabel: 'Catalogue tabs',
  savedFilters: 'Saved filters',
  deleteFilterTitle: 'Delete filter',
  deleteFilterLabel: (name: string) => `Delete filter ${name}`,
  clearFilter: 'Clear',
  edited: 'edited',
  filterNameRequired: 'Please enter a filter name.',
  duplicateFilterName: 'A filter with the same name already exists in this tab.',
  updateFilterNote: (name: string) => `The saved filter "${name}" will be updated.`,
  categoryTreeFailed: 'The categories could not be loaded.',
  expandGroup: 'Expand',
  collapseGroup: 'Collapse',
  searchResultsFor: (text: string) => `Search results for "${text}"`,
  narrowedBy: (name: string) => `Narrowed by the saved filter "${name}".`,
  searchIgnoresPanel:
    'A search is narrowed by a saved filter only: save the filter panel to use it here.',
  total: (count: string) => `Total ${count}`,
  pagesOf: (name: string) => `${name} pages`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLabel: (page: number) => `Page ${page}`,
  columns: { cover: 'Cover', book: 'Book' },
  selectAllOnPage: 'Select all books on this page',
  selectBook: (title: string) => `Select ${title}`,
  newBadge: 'NEW',
  noSelectedBooks: 'Tick books in the list to collect them here.',
  showSelectedList: 'Show the selected books',
  hideSelectedList: 'Hide the selected books',
  newSelection: 'New selection',
  chipTooLong: (max: number) => `At most ${max} characters. Shorten the text to add it.`, // (ours)
  createSelection: 'Create',
} as const;
