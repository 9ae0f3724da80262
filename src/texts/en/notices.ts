export const notices = {
  title: 'Announcements',
  searchCategory: 'Search in', // (ours)
  searchCategories: { title: 'Title', content: 'Content' },
  search: 'Search',
  columns: { title: 'Title', author: 'Author', date: 'Date' },
  writer: 'Writer', // (ours)
  next: 'Next',
  prev: 'Previous',
  allList: 'All list',
  searchText: 'Search text', // (ours) label of the search box
  searchPlaceholder: 'Enter a word to search for', // (ours)
  pageSize: 'Page size', // (ours)
  resultCount: (count: number) => `Total ${count}`, // (ours)
  pages: 'Announcement pages', // (ours) name of the pagination
  neighbours: 'Other announcements', // (ours) name of the next/previous navigation
  date: 'Date', // (ours)
  notFound: 'This announcement does not exist.', // (ours)
  backToList: 'Back to the announcements', // (ours)
} as const;
