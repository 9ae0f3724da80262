// Generated from openapi/api-v1.yaml by scripts/gen-limits.mjs (npm run gen:api): do not edit.
// Each export is a component schema's constraints (an object's: per property); patterns are
// the schema's regular expressions as source text.

export const ErrorBody = {
  statusCode: {
    minimum: 400,
    maximum: 599
  }
} as const;

export const Id = {
  minimum: 1,
  maximum: 2147483647
} as const;

export const MemberId = {
  pattern: "^[A-Za-z0-9_-]{16,64}$"
} as const;

export const Email = {
  minLength: 3,
  maxLength: 254,
  pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
} as const;

export const Password = {
  minLength: 8,
  maxLength: 12,
  pattern: "^(?=.*[A-Za-z])(?=.*\\d)(?=.*[@$!%*#?&])[A-Za-z\\d@$!%*#?&]{8,12}$"
} as const;

export const AnyPassword = {
  minLength: 1,
  maxLength: 128,
  pattern: "^[^\\u0000]*$"
} as const;

export const VerificationCode = {
  pattern: "^\\d{6}$"
} as const;

export const SearchText = {
  minLength: 1,
  maxLength: 200,
  pattern: "^[^\\u0000]*$"
} as const;

export const Won = {
  minimum: 0
} as const;

export const AdditionalCode = {
  pattern: "^[0-9]{5}$"
} as const;

export const Kdc = {
  pattern: "^[0-9]{3}(\\.[0-9]+)?$"
} as const;

export const Quantity = {
  minimum: 1,
  maximum: 9999
} as const;

export const PoNumber = {
  maxLength: 50,
  pattern: "^[^\\u0000]*$"
} as const;

export const LineNote = {
  maxLength: 500,
  pattern: "^[^\\u0000]*$"
} as const;

export const Message = {
  maxLength: 2000,
  pattern: "^[^\\u0000]*$"
} as const;

export const CriterionList = {
  maxItems: 50
} as const;

export const LoginRequest = {
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  },
  password: {
    minLength: 1,
    maxLength: 128,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const LoginWithCodeRequest = {
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  },
  password: {
    minLength: 1,
    maxLength: 128,
    pattern: "^[^\\u0000]*$"
  },
  code: {
    pattern: "^\\d{6}$"
  }
} as const;

export const LoginResponse = {
  id: {
    pattern: "^[A-Za-z0-9_-]{16,64}$"
  }
} as const;

export const RefreshRequest = {
  refreshToken: {
    minLength: 1,
    maxLength: 512,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const RefreshResponse = {
  id: {
    pattern: "^[A-Za-z0-9_-]{16,64}$"
  }
} as const;

export const EmailRequest = {
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  }
} as const;

export const EmailCodeRequest = {
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  },
  code: {
    pattern: "^\\d{6}$"
  }
} as const;

export const PasswordResetRequest = {
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  },
  code: {
    pattern: "^\\d{6}$"
  },
  password: {
    minLength: 8,
    maxLength: 12,
    pattern: "^(?=.*[A-Za-z])(?=.*\\d)(?=.*[@$!%*#?&])[A-Za-z\\d@$!%*#?&]{8,12}$"
  },
  passwordCheck: {
    maxLength: 128,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const RegisterRequest = {
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  },
  password: {
    minLength: 8,
    maxLength: 12,
    pattern: "^(?=.*[A-Za-z])(?=.*\\d)(?=.*[@$!%*#?&])[A-Za-z\\d@$!%*#?&]{8,12}$"
  },
  passwordCheck: {
    maxLength: 128,
    pattern: "^[^\\u0000]*$"
  },
  name: {
    minLength: 1,
    maxLength: 100,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  phoneNumber: {
    maxLength: 30,
    pattern: "^\\d{1,30}$"
  },
  department: {
    minLength: 1,
    maxLength: 200,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  address: {
    minLength: 1,
    maxLength: 300,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  }
} as const;

export const RegisterResponse = {
  id: {
    pattern: "^[A-Za-z0-9_-]{16,64}$"
  },
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  }
} as const;

export const Member = {
  name: {
    minLength: 1,
    maxLength: 100,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  },
  phoneNumber: {
    maxLength: 30,
    pattern: "^\\d{1,30}$"
  },
  department: {
    minLength: 1,
    maxLength: 200,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  address: {
    minLength: 1,
    maxLength: 300,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  schoolYearStartMonth: {
    minimum: 1,
    maximum: 12
  },
  institutionName: {
    maxLength: 200,
    pattern: "^[^\\u0000]*$"
  },
  institutionNumber: {
    maxLength: 10,
    pattern: "^(\\d{10})?$"
  },
  officeEmail: {
    maxLength: 254,
    pattern: "^([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,})?$"
  }
} as const;

export const RegistrationNumber = {
  maxLength: 10,
  pattern: "^(\\d{10})?$"
} as const;

export const ChangePasswordRequest = {
  currentPassword: {
    minLength: 1,
    maxLength: 128,
    pattern: "^[^\\u0000]*$"
  },
  password: {
    minLength: 8,
    maxLength: 12,
    pattern: "^(?=.*[A-Za-z])(?=.*\\d)(?=.*[@$!%*#?&])[A-Za-z\\d@$!%*#?&]{8,12}$"
  },
  passwordCheck: {
    maxLength: 128,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const DeleteAccountRequest = {
  currentPassword: {
    minLength: 1,
    maxLength: 128,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const OrderSummary = {
  cartNumber: {
    minimum: 0
  },
  quotationNumber: {
    minimum: 0
  },
  orderNumber: {
    minimum: 0
  },
  invoiceNumber: {
    minimum: 0
  }
} as const;

export const NotificationListItem = {
  notificationId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const SelectionId = {
  pattern: "^(public|[0-9]{1,10})$"
} as const;

export const SelectionName = {
  minLength: 1,
  maxLength: 50,
  pattern: "^[^\\u0000]*$"
} as const;

export const Selection = {
  id: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  fundId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const SelectionNameRequest = {
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  }
} as const;

export const SelectionCreated = {
  categoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const CartItem = {
  id: {
    minimum: 1,
    maximum: 2147483647
  },
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  price: {
    minimum: 0
  },
  poNumber: {
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  note: {
    maxLength: 500,
    pattern: "^[^\\u0000]*$"
  },
  quantity: {
    minimum: 1,
    maximum: 9999
  },
  version: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const Version = {
  minimum: 1,
  maximum: 2147483647
} as const;

export const CartDetail = {
  cartId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  message: {
    maxLength: 2000,
    pattern: "^[^\\u0000]*$"
  },
  messageVersion: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const AnsweredQuotation = {
  orderId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const UpdateCartResult = {
  cartId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  message: {
    maxLength: 2000,
    pattern: "^[^\\u0000]*$"
  },
  messageVersion: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const ChangeNotApplied = {
  cartBookId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const AddBookRequest = {
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  quantity: {
    minimum: 1,
    maximum: 9999
  }
} as const;

export const BookQuantity = {
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  quantity: {
    minimum: 1,
    maximum: 9999
  }
} as const;

export const AddBooksRequest = {
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  books: {
    maxItems: 500
  }
} as const;

export const UpdateCartRequest = {
  books: {
    maxItems: 1000
  },
  message: {
    maxLength: 2000,
    pattern: "^[^\\u0000]*$"
  },
  messageBaseVersion: {
    minimum: 1,
    maximum: 2147483647
  },
  fundId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const CartRequestBody = {
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  message: {
    maxLength: 2000,
    pattern: "^[^\\u0000]*$"
  },
  fundId: {
    minimum: 1,
    maximum: 2147483647
  },
  books: {
    maxItems: 1000
  }
} as const;

export const OrderCreated = {
  orderId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const OrderListItem = {
  id: {
    minimum: 1,
    maximum: 2147483647
  },
  totalBookCount: {
    minimum: 0
  },
  totalQuantity: {
    minimum: 0
  },
  fundId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const OrderPage = {
  totalCount: {
    minimum: 0
  }
} as const;

export const OrderBook = {
  id: {
    minimum: 1,
    maximum: 2147483647
  },
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  quantity: {
    minimum: 0
  },
  price: {
    minimum: 0
  },
  note: {
    maxLength: 500,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const OrderDetail = {
  id: {
    minimum: 1,
    maximum: 2147483647
  },
  step: {
    minimum: 1,
    maximum: 3
  },
  message: {
    maxLength: 2000,
    pattern: "^[^\\u0000]*$"
  },
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  fundId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const S2bContract = {
  number: {
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const OrderRequestBody = {
  message: {
    maxLength: 2000,
    pattern: "^[^\\u0000]*$"
  },
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  fundId: {
    minimum: 1,
    maximum: 2147483647
  },
  books: {
    maxItems: 1000
  }
} as const;

export const SchoolYear = {
  minimum: 2000,
  maximum: 2100
} as const;

export const SchoolYearStartMonth = {
  minimum: 1,
  maximum: 12
} as const;

export const FundAmount = {
  minimum: 0,
  maximum: 10000000000
} as const;

export const FundName = {
  minLength: 1,
  maxLength: 50,
  pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
} as const;

export const FundRef = {
  minimum: 1,
  maximum: 2147483647
} as const;

export const Fund = {
  fundId: {
    minimum: 1,
    maximum: 2147483647
  },
  schoolYear: {
    minimum: 2000,
    maximum: 2100
  },
  amount: {
    minimum: 0,
    maximum: 10000000000
  },
  committed: {
    minimum: 0
  },
  spent: {
    minimum: 0
  }
} as const;

export const FundInput = {
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  schoolYear: {
    minimum: 2000,
    maximum: 2100
  },
  amount: {
    minimum: 0,
    maximum: 10000000000
  }
} as const;

export const FundUpdate = {
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  schoolYear: {
    minimum: 2000,
    maximum: 2100
  },
  amount: {
    minimum: 0,
    maximum: 10000000000
  }
} as const;

export const FundReportRow = {
  count: {
    minimum: 0
  },
  quantity: {
    minimum: 0
  },
  amount: {
    minimum: 0
  }
} as const;

export const FundYear = {
  schoolYear: {
    minimum: 2000,
    maximum: 2100
  },
  startMonth: {
    minimum: 1,
    maximum: 12
  }
} as const;

export const IsbnResolveRequest = {
  isbns: {
    maxItems: 1000
  }
} as const;

export const HoldingSelection = {
  id: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  quantity: {
    minimum: 1,
    maximum: 9999
  }
} as const;

export const HoldingOrder = {
  orderId: {
    minimum: 1,
    maximum: 2147483647
  },
  quantity: {
    minimum: 0
  }
} as const;

export const BookHoldings = {
  bookId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const IsbnBook = {
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  price: {
    minimum: 0
  }
} as const;

export const BookHoldingsRequest = {
  bookIds: {
    maxItems: 1000
  },
  orderId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const BookRow = {
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  quantity: {
    minimum: 1,
    maximum: 9999
  },
  poNumber: {
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  note: {
    maxLength: 500,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const AddRowsRequest = {
  books: {
    maxItems: 1000
  }
} as const;

export const CopyOrderRequest = {
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  newSelectionName: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  }
} as const;

export const RowAdded = {
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  cartBookId: {
    minimum: 1,
    maximum: 2147483647
  },
  addedQuantity: {
    minimum: 0
  },
  quantity: {
    minimum: 1,
    maximum: 9999
  },
  poNumber: {
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  note: {
    maxLength: 500,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const RowsAdded = {
  cartCategoryId: {
    pattern: "^(public|[0-9]{1,10})$"
  },
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  }
} as const;

export const NotificationPage = {
  totalCount: {
    minimum: 0
  }
} as const;

export const NotificationLink = {
  notificationId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const NotificationDetail = {
  notificationId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const BookListItem = {
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  price: {
    minimum: 0
  },
  additionalCode: {
    pattern: "^[0-9]{5}$"
  },
  kdc: {
    pattern: "^[0-9]{3}(\\.[0-9]+)?$"
  }
} as const;

export const BookPage = {
  totalCount: {
    minimum: 0
  }
} as const;

export const BookDetail = {
  bookId: {
    minimum: 1,
    maximum: 2147483647
  },
  price: {
    minimum: 0
  },
  additionalCode: {
    pattern: "^[0-9]{5}$"
  },
  kdc: {
    pattern: "^[0-9]{3}(\\.[0-9]+)?$"
  }
} as const;

export const Collection = {
  collectionId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const Filter = {
  filterId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const Tab = {
  tabId: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const FilterSaveRequest = {
  tabId: {
    minimum: 1,
    maximum: 2147483647
  },
  name: {
    minLength: 1,
    maxLength: 50,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  keywords: {
    maxItems: 50
  },
  author: {
    maxItems: 50
  },
  publisher: {
    maxItems: 50
  },
  categories: {
    maxItems: 200
  },
  titles: {
    maxItems: 50
  }
} as const;

export const CategoryNode = {
  id: {
    minimum: 1,
    maximum: 2147483647
  }
} as const;

export const InquiryForm = {
  email: {
    minLength: 3,
    maxLength: 254,
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"
  },
  orderCode: {
    maxLength: 50,
    pattern: "^[^\\u0000]*$"
  },
  title: {
    minLength: 1,
    maxLength: 200,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  content: {
    minLength: 1,
    maxLength: 5000,
    pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
  },
  files: {
    maxItems: 20
  }
} as const;

export const InquiryCreated = {
  inquiryId: {
    minimum: 1,
    maximum: 2147483647
  },
  fileCount: {
    minimum: 0
  }
} as const;

export const PageVisit = {
  pageName: {
    minLength: 1,
    maxLength: 100,
    pattern: "^[^\\u0000]*$"
  },
  url: {
    minLength: 1,
    maxLength: 2000,
    pattern: "^[^\\u0000]*$"
  }
} as const;
