export const shell = {
  logout: '로그아웃',
  menu: {
    home: 'Home',
    books: 'Book',
    selections: 'My Selection',
    orders: 'Order Inquiry',
    budget: 'Budget', // (ours)
    notices: 'Announcements',
    profile: 'Account Information',
  },
  editSelections: 'Edit selections', // (ours) accessible name of the gear icon
  addSelection: 'Add selection', // (ours)
  renameSelection: 'Rename', // (ours)
  deleteSelection: 'Delete', // (ours)
  contact: 'Contact',
  footer: {
    registrationNumber: 'Business registration number', // (ours)
    email: 'E-mail', // (ours)
    phone: 'Phone', // (ours)
    address: 'Address', // (ours) read by screen readers only
  },
  /** (ours) the document title: the page, then the product */
  documentTitle: (page: string) => `${page} · Book Portal`,
  appName: 'Book Portal',
  skipToContent: 'Skip to content', // (ours)
  // (ours) names of the top bar's and the menus' controls
  openMenu: 'Open menu',
  logoHome: 'Book Portal home',
  accountMenu: (name: string) => `${name} account menu`,
  mainNavigation: 'Main',
  mainMenu: 'Main menu',
  /** (ours) the page part of each route's document title */
  titles: {
    signIn: 'Sign in',
    signUp: 'Create Account',
    waiting: 'Registration under review',
    findPassword: 'Forgot Password',
    changePassword: 'Set a new password',
    home: 'Home',
    books: 'Catalogue',
    bookDetails: 'Book Details',
    selection: (name: string) => `${name} · My Selection`,
    orders: 'Order Inquiry',
    order: (id: string) => `Order ${id}`,
    budget: 'Budget', // (ours)
    notices: 'Announcements',
    notice: 'Announcement',
    profile: 'Account Information',
    pingTest: 'Ping test',
    notFound: 'Page not found',
  },
  pageNames: {
    bookDetails: 'Book Details',
    selection: 'Cart',
    order: 'Order',
  },
} as const;
