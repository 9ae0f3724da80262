export const shell = {
  logout: '로그아웃',
  menu: {
    home: 'Home',
    books: 'Book',
    selections: 'My Selection',
    orders: 'Order Inquiry',
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
  },
  pageNames: {
    bookDetails: 'Book Details',
    cart: 'Cart',
    order: 'Order',
  },
} as const;
